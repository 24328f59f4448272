import { useId, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { RechargeChannel } from '@mall/api-client/wallet';
import { Money } from '@mall/domain/money';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useValidation, type FieldErrors } from '../../shared/hooks/use-validation';
import { useChannels } from '../api/list-channels';
import { useSubmitRecharge } from '../api/submit-recharge';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { RETURN_PARAM, safeReturnPath } from '../../shared/utils/return-path';
import { useReturnAfterError } from '../hooks/use-return-after-error';
import { parseAmount, rechargeAmountError } from '../utils/amount-rules';
import { coinsOf, networksOf } from '../utils/channels';
import type { WalletLinks } from '../wallet-links';
import { CopyButton } from './copy-button';
import { Facts } from './facts';
import { ProofUpload } from './proof-upload';
import { ProviderRecharge } from './provider-recharge';

type Field = 'amount' | 'proof' | 'bankName' | 'cardNumber';

export interface RechargeFormValues {
  amount: string;
  proof: string;
  bankName: string;
  cardNumber: string;
}

/** What the wallet is credited for a typed amount of the channel's coin: its USDT value at the rate, less the fixed fee. */
export function creditedAmount(text: string, channel: RechargeChannel): Money | null {
  const volume = parseAmount(text);
  return volume?.isPositive() ? volume.times(channel.rate).minus(Money.fromWire(channel.recharge_fee)) : null;
}

/** A bank card number: 8 to 19 digits; spaces and dashes are only grouping. */
const cardDigits = (v: string) => v.replace(/[\s-]/g, '');

/**
 * Rules of the recharge form (docs/product-rules.md), as the server applies them: an amount within the channel's
 * limits that covers the fee, a proof, and the bank name and card number for a bank card.
 */
export function rechargeErrors(v: RechargeFormValues, channel: RechargeChannel): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  const amount = rechargeAmountError(v.amount, { min: channel.recharge_limit_min, max: channel.recharge_limit_max });
  if (amount) out.amount = amount;
  else if (!creditedAmount(v.amount, channel)?.isPositive()) out.amount = 'FEE_EXCEEDS_AMOUNT';
  if (!v.proof) out.proof = 'PROOF_REQUIRED';
  if (channel.kind === 'bank') {
    if (!v.bankName.trim()) out.bankName = 'BANK_DETAILS_REQUIRED';
    if (!/^\d{8,19}$/.test(cardDigits(v.cardNumber))) out.cardNumber = 'BANK_DETAILS_REQUIRED';
  }
  return out;
}

/** A labelled single choice (currency, network) as toggle buttons. */
function Choice<T extends string>({ label, value, options, onChange, disabled }: {
  label: string;
  value: T | '';
  options: readonly { value: T; label: string }[];
  onChange: (v: T) => void;
  disabled?: boolean;
}) {
  const labelId = useId();
  return (
    <Stack spacing={1}>
      <Typography id={labelId} variant="subtitle2" component="h2">{label}</Typography>
      <ToggleButtonGroup
        exclusive
        value={value || null}
        // Pressing the chosen button again keeps it chosen.
        onChange={(_, v: T | null) => { if (v) onChange(v); }}
        aria-labelledby={labelId}
        disabled={disabled}
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiToggleButton-root': { borderRadius: 1, border: 1, borderColor: 'divider', paddingInline: 2 } }}
      >
        {options.map((o) => <ToggleButton key={o.value} value={o.value}>{o.label}</ToggleButton>)}
      </ToggleButtonGroup>
    </Stack>
  );
}

const EMPTY: RechargeFormValues = { amount: '', proof: '', bankName: '', cardNumber: '' };

/** The recharge details of one channel: address and QR code, rules, amount, proof (and bank details). */
function ChannelRecharge({ channel, links, back }: {
  channel: RechargeChannel;
  links: Pick<WalletLinks, 'wallet'>;
  back: ReturnType<typeof useReturnAfterError>;
}) {
  const { t } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const fmt = useFormatAmount();
  const submit = useSubmitRecharge();
  const [values, setValues] = useState<RechargeFormValues>(EMPTY);
  const { errors, fieldProps, validate } = useValidation<Field>(() => rechargeErrors(values, channel));
  const set = (patch: Partial<RechargeFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const bank = channel.kind === 'bank';
  const network = bank ? t('wallet:recharge.bankCard') : channel.blockchain_name;
  const busy = submit.isPending || back.leaving;

  const credited = creditedAmount(values.amount, channel);

  const send = () => {
    if (!validate()) return;
    submit.mutate({
      amount: values.amount.trim(),
      coin: channel.coin,
      blockchainName: channel.blockchain_name,
      channelAddress: channel.address,
      img: values.proof,
      bankName: bank ? values.bankName.trim() : undefined,
      bankCardNo: bank ? cardDigits(values.cardNumber) : undefined,
    }, {
      onSuccess: () => {
        toast.show(t('wallet:recharge.submitted'), 'success');
        void navigate(links.wallet);
      },
      onError: back.schedule,
    });
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { xs: 'center', sm: 'flex-start' } }}>
          {channel.img && (
            <Box
              component="img"
              src={channel.img}
              alt={t('wallet:recharge.qrAlt', { network })}
              sx={{ width: 168, height: 168, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, backgroundColor: 'common.white' }}
            />
          )}
          <Stack spacing={1.5} sx={{ minWidth: 0, width: '100%' }}>
            <Box>
              <Typography variant="subtitle2" component="h2">{bank ? t('wallet:recharge.bankAccount') : t('wallet:recharge.depositAddress')}</Typography>
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Typography variant="body1" dir="ltr" data-testid="deposit-address" sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere', textAlign: 'start' }}>
                  {channel.address}
                </Typography>
                <CopyButton text={channel.address} label={t('wallet:actions.copyAddress')} />
              </Stack>
              {!bank && (
                <Typography variant="caption" color="text.secondary">
                  {t('wallet:recharge.addressHint', { coin: channel.coin, network: channel.blockchain_name })}
                </Typography>
              )}
            </Box>
            <Facts
              columns={{ xs: 2, md: 3 }}
              items={[
                { label: t('wallet:recharge.fee'), value: `${fmt(channel.recharge_fee)} USDT` },
                { label: t('wallet:recharge.limits'), value: t('wallet:recharge.limitsValue', { min: fmt(channel.recharge_limit_min), max: fmt(channel.recharge_limit_max) }) },
                { label: t('wallet:recharge.rate'), value: `1 ${channel.coin} = ${fmt(channel.rate, { maxDecimals: 10 })} USDT` },
              ]}
            />
          </Stack>
        </Stack>
      </Paper>

      <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); send(); }}>
          <TextField
            label={t('wallet:recharge.amount', { coin: channel.coin })}
            value={values.amount}
            onChange={(e) => set({ amount: e.target.value })}
            disabled={busy}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
            {...fieldProps('amount')}
            helperText={fieldProps('amount').helperText ?? t('wallet:recharge.amountHint')}
          />
          {credited?.isPositive() && (
            <Typography variant="body2" color="text.secondary" data-testid="recharge-estimate">
              {t('wallet:recharge.estimate', { amount: fmt(credited, { maxDecimals: 10 }) })}
            </Typography>
          )}
          {bank && (
            <>
              <TextField
                label={t('wallet:recharge.bankName')}
                value={values.bankName}
                onChange={(e) => set({ bankName: e.target.value })}
                disabled={busy}
                required
                slotProps={{ htmlInput: { maxLength: 64 } }}
                {...fieldProps('bankName')}
              />
              <TextField
                label={t('wallet:recharge.cardNumber')}
                value={values.cardNumber}
                onChange={(e) => set({ cardNumber: e.target.value })}
                disabled={busy}
                required
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 40, autoComplete: 'off' } }}
                {...fieldProps('cardNumber')}
              />
            </>
          )}
          <ProofUpload
            value={values.proof}
            onChange={(proof) => set({ proof })}
            error={errors.proof ? t(`errors:${errors.proof}`) : undefined}
            disabled={busy}
          />
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            {submit.isPending ? t('wallet:recharge.submitting') : t('wallet:recharge.submit')}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

export interface RechargeFormProps {
  links: Pick<WalletLinks, 'wallet'>;
}

/**
 * Recharge (docs/product-rules.md): the currency first, then its network (or the bank card), then the
 * deposit address with its QR code, fee and limits, the amount and the payment proof. After a failed
 * recharge call the buyer returns to the wallet after 2.5 s; after success at once, or to the page that
 * sent the buyer here (`?return=`, e.g. checkout with a short balance).
 */
export function RechargeForm({ links }: RechargeFormProps) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const done = safeReturnPath(params.get(RETURN_PARAM)) ?? links.wallet;
  const channels = useChannels();
  const back = useReturnAfterError(links.wallet);
  const [coin, setCoin] = useState('');
  const [channelId, setChannelId] = useState('');
  const all = channels.data ?? [];
  const networks = networksOf(all, coin);
  const channel = networks.find((c) => c.id === channelId);
  const chooseCoin = (next: string) => {
    setCoin(next);
    const only = networksOf(all, next);
    // A coin with a single network needs no second choice.
    setChannelId(only.length === 1 ? only[0].id : '');
  };
  return (
    <Stack spacing={2}>
      <QueryState isPending={channels.isPending} isError={channels.isError} onRetry={() => void channels.refetch()}>
        {all.length === 0 ? <EmptyState message={t('wallet:recharge.noChannels')} /> : (
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
              <Stack spacing={2.5}>
                <Choice label={t('wallet:recharge.currency')} value={coin} options={coinsOf(all).map((c) => ({ value: c, label: c }))} onChange={chooseCoin} />
                {coin ? (
                  <Choice
                    label={t('wallet:recharge.network')}
                    value={channelId}
                    options={networks.map((c) => ({ value: c.id, label: c.kind === 'bank' ? t('wallet:recharge.bankCard') : c.blockchain_name }))}
                    onChange={setChannelId}
                  />
                ) : (
                  <Typography variant="body2" color="text.secondary">{t('wallet:recharge.chooseCurrencyFirst')}</Typography>
                )}
              </Stack>
            </Paper>
            {/* A new channel starts a clean form: an amount checked against other limits must not carry over. */}
            {channel && <ChannelRecharge key={channel.id} channel={channel} links={{ wallet: done }} back={back} />}
          </Stack>
        )}
      </QueryState>
      <ProviderRecharge walletHref={done} onFailed={back.schedule} disabled={back.leaving} />
    </Stack>
  );
}
