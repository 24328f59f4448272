import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { WithdrawAddressForm } from './withdraw-address-form';

afterEach(cleanup);

const TRON = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const CHANNELS = [
  { kind: 'chain', coin: 'USDT', blockchain_name: 'TRC20' },
  { kind: 'bank', coin: 'USDT', blockchain_name: 'BANK' },
  { kind: 'chain', coin: 'USDT', blockchain_name: 'ERC20' },
  { kind: 'chain', coin: 'USDC', blockchain_name: 'ERC20' },
];

async function renderForm(channels = CHANNELS) {
  const bind = vi.fn().mockResolvedValue(undefined);
  await renderWithUi(<WithdrawAddressForm channels={channels} bind={bind} pending={false} />, { ns: ['wallet', 'errors'] });
  return bind;
}

describe('withdraw address form kit', () => {
  it('offers each chain network once (not the bank card) and the coins of the chosen one', async () => {
    await renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Network' }));
    const networks = await screen.findAllByRole('option');
    expect(networks.map((o) => o.textContent)).toEqual(['TRC20', 'ERC20']);
    fireEvent.click(networks[1]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Currency' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['USDT', 'USDC']);
  });

  it('refuses an address not in the network\'s format and binds nothing', async () => {
    const bind = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Withdrawal address/ }), { target: { value: '0x52908400098527886E0F7030069857D2E4169EE7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind address' }));
    expect(await screen.findByText('The address does not match the format of this network')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bind).not.toHaveBeenCalled();
  });

  it('binds the trimmed address only after the confirmation', async () => {
    const bind = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Withdrawal address/ }), { target: { value: ` ${TRON} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind address' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bind this address?' });
    expect(dialog.textContent).toContain(TRON);
    expect(bind).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Bind address' }));
    await waitFor(() => expect(bind).toHaveBeenCalledWith({ network: 'TRC20', coin: 'USDT', address: TRON }));
  });

  it('says when no network is open', async () => {
    await renderForm([]);
    expect(screen.getByText('No withdrawal network is open at the moment.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
  });
});
