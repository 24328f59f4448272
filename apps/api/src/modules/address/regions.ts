// Country, state and city reference data from the country-state-city package (npm), loaded on first use.
//
// Every region has a stable numeric id, because the mobile client turns ids into numbers:
// - a country: its ISO 3166-1 alpha-2 code read as two letters, (first − 64) × 100 + (second − 64),
//   so "US" is 2119;
// - a state: country × 10,000 + a slot from a hash of the state's ISO code (1..9,973);
// - a city: state × 100,000 + a slot from a hash of the city's name (1..99,991).
// A slot taken by another region of the same parent moves to the next free one, in order of code or
// name, so an id depends only on the region's own code or name (and on collisions within its parent,
// which are rare). 0 means "none" (a country without states, a state without cities). The former text
// ids ("US", "US-CA", "US-CA:Los Angeles") are still accepted.
type Csc = typeof import('country-state-city');
let lib: Promise<Csc> | null = null;
const load = () => (lib ??= import('country-state-city'));

export interface CountryRef { id: number; countryName: string; isoCode: string; phoneCode: string }
export interface StateRef { id: number; stateName: string }
export interface CityRef { id: number; cityName: string }

const STATE_SLOTS = 9973;
const CITY_SLOTS = 99_991;

function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) { h ^= s.charCodeAt(i); h = Math.imul(h, 0x01000193) >>> 0; }
  return h;
}

/** Gives each key a slot of 1..size from its hash, probing past taken slots in the keys' sorted order. */
function slots(keys: string[], size: number): Map<string, number> {
  const taken = new Set<number>();
  const out = new Map<string, number>();
  for (const k of [...keys].sort()) {
    let slot = (fnv1a(k) % size) + 1;
    while (taken.has(slot)) slot = (slot % size) + 1;
    taken.add(slot);
    out.set(k, slot);
  }
  return out;
}

/** The numeric id of an ISO alpha-2 country code, or null. */
export function countryNumber(iso2: string): number | null {
  if (!/^[A-Z]{2}$/.test(iso2)) return null;
  return (iso2.charCodeAt(0) - 64) * 100 + (iso2.charCodeAt(1) - 64);
}

function countryCodeOf(n: number): string | null {
  const a = Math.floor(n / 100);
  const b = n % 100;
  return a >= 1 && a <= 26 && b >= 1 && b <= 26 ? String.fromCharCode(64 + a, 64 + b) : null;
}

const stateSlots = new Map<string, Map<string, number>>();
const citySlots = new Map<string, Map<string, number>>();

async function statesOf(cc: string) {
  const { State } = await load();
  const states = State.getStatesOfCountry(cc);
  if (!stateSlots.has(cc)) stateSlots.set(cc, slots(states.map((s) => s.isoCode), STATE_SLOTS));
  const map = stateSlots.get(cc)!;
  return states.map((s) => ({ iso: s.isoCode, name: s.name, id: countryNumber(cc)! * 10_000 + map.get(s.isoCode)! }));
}

async function citiesOf(cc: string, sc: string) {
  const { City } = await load();
  const cities = City.getCitiesOfState(cc, sc);
  const key = `${cc}-${sc}`;
  if (!citySlots.has(key)) citySlots.set(key, slots([...new Set(cities.map((c) => c.name))], CITY_SLOTS));
  const map = citySlots.get(key)!;
  const base = (await statesOf(cc)).find((s) => s.iso === sc)!.id;
  return [...new Map(cities.map((c) => [c.name, c])).values()].map((c) => ({ name: c.name, id: base * 100_000 + map.get(c.name)! }));
}

/** The country code of a country id, numeric ("2119") or text ("US"). */
function countryCode(id: string): string | null {
  const v = id.trim();
  if (/^[A-Za-z]{2}$/.test(v)) return v.toUpperCase();
  return /^\d{3,4}$/.test(v) ? countryCodeOf(Number(v)) : null;
}

/** Country and state codes of a state id, numeric or text ("US-CA"). */
async function stateCodes(id: string): Promise<{ cc: string; sc: string } | null> {
  const v = id.trim();
  const text = /^([A-Za-z]{2})-(.+)$/.exec(v);
  if (text) return { cc: text[1].toUpperCase(), sc: text[2] };
  if (!/^\d{7,8}$/.test(v)) return null;
  const cc = countryCodeOf(Math.floor(Number(v) / 10_000));
  if (!cc) return null;
  const st = (await statesOf(cc)).find((s) => s.id === Number(v));
  return st ? { cc, sc: st.iso } : null;
}

/** Every country, ordered by name. */
export async function listCountries(): Promise<CountryRef[]> {
  const { Country } = await load();
  return Country.getAllCountries().flatMap((c) => {
    const id = countryNumber(c.isoCode);
    return id === null ? [] : [{ id, countryName: c.name, isoCode: c.isoCode, phoneCode: c.phonecode }];
  });
}

/** States of a country (numeric or text id); none for an unknown one. */
export async function listStates(countryId: string): Promise<StateRef[]> {
  const cc = countryCode(countryId);
  return cc ? (await statesOf(cc)).map((s) => ({ id: s.id, stateName: s.name })) : [];
}

/** Cities of a state (numeric or text id); none for an unknown one. */
export async function listCities(stateId: string): Promise<CityRef[]> {
  const st = await stateCodes(stateId);
  return st ? (await citiesOf(st.cc, st.sc)).map((c) => ({ id: c.id, cityName: c.name })) : [];
}

const none = (v: string) => v.trim() === '' || v.trim() === '0';

/**
 * Resolves ids (numeric or the former text ids; "" or 0 for none) to names and numeric ids; null
 * where an id is unknown or does not belong to its parent.
 */
export async function resolveRegion(countryId: string, stateId: string, cityId: string): Promise<{ country: string; state: string; city: string; ids: { country: string; state: string; city: string } } | null> {
  const { Country } = await load();
  const cc = countryCode(countryId);
  const country = cc ? Country.getCountryByCode(cc) : undefined;
  if (!cc || !country) return null;
  const ids = { country: String(countryNumber(cc)), state: '', city: '' };
  let state = '';
  let sc = '';
  if (!none(stateId)) {
    const st = await stateCodes(stateId);
    if (!st || st.cc !== cc) return null;
    const found = (await statesOf(cc)).find((s) => s.iso === st.sc);
    if (!found) return null;
    state = found.name; sc = found.iso; ids.state = String(found.id);
  }
  let city = '';
  if (!none(cityId)) {
    if (!sc) return null;
    const cities = await citiesOf(cc, sc);
    const v = cityId.trim();
    const found = /^\d+$/.test(v) ? cities.find((c) => c.id === Number(v)) : v.startsWith(`${cc}-${sc}:`) ? cities.find((c) => c.name === v.slice(cc.length + sc.length + 2)) : undefined;
    if (!found) return null;
    city = found.name; ids.city = String(found.id);
  }
  return { country: country.name, state, city, ids };
}
