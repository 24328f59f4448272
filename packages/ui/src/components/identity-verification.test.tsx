import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import {
  AdvancedVerification, BasicVerificationForm, IdentityVerificationLevels, type BasicVerificationValues, type RenderVerificationPicture,
} from './identity-verification';

afterEach(cleanup);

const blank: BasicVerificationValues = { name: '', idname: 'passport', idnumber: '', nationality: '', idimg_1: '', idimg_2: '', idimg_3: '' };
/** A picture field that "uploads" `/kyc-files/<label>.png` when clicked, and shows its error. */
const picture: RenderVerificationPicture = ({ label, value, onChange, error }) => (
  <div>
    <button type="button" onClick={() => onChange(`/kyc-files/${label}.png`)}>{`Upload ${label}`}</button>
    {value && <img src={value} alt={label} />}
    {error && <span>{error}</span>}
  </div>
);
const record = (status: 0 | 1 | 2 | 3, createTime = '2026-11-01 10:00:00', msg = '') => ({ status, msg, createTime, name: 'Ann Lee' });
const ns = { ns: ['kyc' as const] };
const form = <div>the basic form</div>;

describe('IdentityVerificationLevels', () => {
  it('offers the basic form when never applied, and keeps the advanced level locked', async () => {
    await renderWithUi(<IdentityVerificationLevels basic={null} basicForm={form} advanced={<div>the advanced level</div>} />, ns);
    expect(screen.getByRole('region', { name: 'Basic verification' }).textContent).toContain('Not verified');
    expect(screen.getByText('the basic form')).toBeTruthy();
    expect(screen.getByText('Available once the basic verification has passed.')).toBeTruthy();
    expect(screen.queryByText('the advanced level')).toBeNull();
  });

  it('shows a rejection with its reason, and the form only once the applicant chooses to apply again', async () => {
    const view = await renderWithUi(<IdentityVerificationLevels basic={record(3, '2026-11-01 10:00:00', 'Blurred picture')} basicForm={form} advanced={null} />, ns);
    expect(screen.getByText('Your application was rejected: Blurred picture')).toBeTruthy();
    expect(screen.queryByText('the basic form')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByText('the basic form')).toBeTruthy();

    // The new application is under review, then rejected too: the choice is asked again.
    view.rerender(<IdentityVerificationLevels basic={record(1, '2026-11-02 10:00:00')} basicForm={form} advanced={null} />);
    expect(screen.getByText('Under review')).toBeTruthy();
    expect(screen.queryByText('the basic form')).toBeNull();
    view.rerender(<IdentityVerificationLevels basic={record(3, '2026-11-02 10:00:00', 'Expired')} basicForm={form} advanced={null} />);
    expect(screen.getByText('Your application was rejected: Expired')).toBeTruthy();
    expect(screen.queryByText('the basic form')).toBeNull();
  });

  it('says whom the passed verification names and opens the advanced level', async () => {
    await renderWithUi(<IdentityVerificationLevels basic={record(2)} basicForm={form} advanced={<div>the advanced level</div>} />, ns);
    expect(screen.getByText('Your identity is verified as Ann Lee.')).toBeTruthy();
    expect(screen.getByText('Sent on 2026-11-01 10:00:00')).toBeTruthy();
    expect(screen.getByText('the advanced level')).toBeTruthy();
    expect(screen.queryByText('the basic form')).toBeNull();
  });
});

describe('BasicVerificationForm', () => {
  const renderForm = (submit: (v: BasicVerificationValues) => void, pending = false) => renderWithUi(
    <BasicVerificationForm countries={['Germany', 'France']} documentTypes={['passport', 'id_card']} pictures={[['idimg_1', 'front'], ['idimg_2', 'back'], ['idimg_3', 'hand']]}
      blank={blank} sending={{ submit, pending }} renderPicture={picture} />, ns,
  );

  it('requires every field and every picture before sending', async () => {
    const submit = vi.fn();
    await renderForm(submit);
    fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: 'Ann Lee' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    // Nationality, number and the three pictures are missing.
    expect(screen.getAllByText('Please fill in this field')).toHaveLength(5);
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the typed values with the uploaded pictures', async () => {
    const submit = vi.fn();
    await renderForm(submit);
    fireEvent.change(screen.getByRole('textbox', { name: /Full name/ }), { target: { value: 'Ann Lee' } });
    fireEvent.change(screen.getByRole('combobox', { name: /Nationality/ }), { target: { value: 'Fra' } });
    fireEvent.click(await screen.findByRole('option', { name: 'France' }));
    fireEvent.change(screen.getByRole('textbox', { name: /ID or passport number/ }), { target: { value: 'P1234' } });
    for (const side of ['Front of the document', 'Back of the document', 'You holding the document']) fireEvent.click(screen.getByRole('button', { name: `Upload ${side}` }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submit).toHaveBeenCalledWith({
      name: 'Ann Lee', idname: 'passport', idnumber: 'P1234', nationality: 'France',
      idimg_1: '/kyc-files/Front of the document.png', idimg_2: '/kyc-files/Back of the document.png', idimg_3: '/kyc-files/You holding the document.png',
    });
  });

  it('says it is sending while the call runs', async () => {
    await renderForm(vi.fn(), true);
    expect((screen.getByRole('button', { name: 'Submitting…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('AdvancedVerification', () => {
  const query = (data: ReturnType<typeof record> | null) => ({ isPending: false, isError: false, data, refetch: () => undefined });

  it('asks for an address and its proof, then sends both', async () => {
    const submit = vi.fn();
    await renderWithUi(<AdvancedVerification query={query(null)} sending={{ submit, pending: false }} renderPicture={picture} />, ns);
    fireEvent.change(screen.getByRole('textbox', { name: /Address/ }), { target: { value: '1 Example Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByText('Please fill in this field')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Upload Proof of address' }));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(submit).toHaveBeenCalledWith({ address: '1 Example Street', addressImg: '/kyc-files/Proof of address.png' });
  });

  it('shows a sent application without a form', async () => {
    await renderWithUi(<AdvancedVerification query={query(record(0))} sending={{ submit: vi.fn(), pending: false }} renderPicture={picture} />, ns);
    expect(screen.getByText('Submitted')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Address/ })).toBeNull();
  });
});
