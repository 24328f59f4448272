// Country, state and city reference data from the country-state-city package (npm), loaded on first use.
type Csc = typeof import('country-state-city');
let lib: Promise<Csc> | null = null;
const load = () => (lib ??= import('country-state-city'));

export interface CountryRef { id: string; countryName: string; isoCode: string; phoneCode: string }
export interface StateRef { id: string; stateName: string }
export interface CityRef { id: string; cityName: string }

/** Every country, ordered by name; the id is the ISO 3166-1 alpha-2 code. */
export async function listCountries(): Promise<CountryRef[]> {
  const { Country } = await load();
  return Country.getAllCountries().map((c) => ({ id: c.isoCode, countryName: c.name, isoCode: c.isoCode, phoneCode: c.phonecode }));
}

/** States of a country; the id is "<country>-<state>". */
export async function listStates(countryId: string): Promise<StateRef[]> {
  const { State } = await load();
  return State.getStatesOfCountry(countryId).map((s) => ({ id: `${s.countryCode}-${s.isoCode}`, stateName: s.name }));
}

/** Cities of a state; the id is "<country>-<state>:<city name>". */
export async function listCities(stateId: string): Promise<CityRef[]> {
  const { City } = await load();
  const [cc, ...rest] = stateId.split('-');
  const sc = rest.join('-');
  if (!cc || !sc) return [];
  return City.getCitiesOfState(cc, sc).map((c) => ({ id: `${cc}-${sc}:${c.name}`, cityName: c.name }));
}

/** Resolves ids to names; null where an id is unknown or does not belong to its parent. */
export async function resolveRegion(countryId: string, stateId: string, cityId: string): Promise<{ country: string; state: string; city: string } | null> {
  const { Country, State } = await load();
  const country = Country.getCountryByCode(countryId);
  if (!country) return null;
  let state = '';
  if (stateId) {
    const [cc, ...rest] = stateId.split('-');
    if (cc !== countryId) return null;
    const s = State.getStateByCodeAndCountry(rest.join('-'), cc);
    if (!s) return null;
    state = s.name;
  }
  let city = '';
  if (cityId) {
    if (!stateId || !cityId.startsWith(`${stateId}:`)) return null;
    const name = cityId.slice(stateId.length + 1);
    const found = (await listCities(stateId)).some((c) => c.cityName === name);
    if (!found) return null;
    city = name;
  }
  return { country: country.name, state, city };
}
