import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countriesQuery } from '@mall/api-client/address';
import { applyKyc, applyKycAdvanced, getKyc, getKycAdvanced, type KycApplyQuery } from '@mall/api-client/kyc';
import { EMPTY_KYC_APPLICATION, KYC_DOCUMENT_TYPES, KYC_PICTURES, KYC_UPLOAD_MODULE } from '@mall/contract/kyc';
import { ImageUploadField } from '@mall/backoffice/shared/image-upload-field';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { AdvancedVerification, BasicVerificationForm, IdentityVerificationLevels, type RenderVerificationPicture } from '@mall/ui/identity-verification';
import { useToast } from '@mall/ui/toast-provider';
import { api, publicApi } from '../../../lib/api';

const keys = { all: ['seller', 'kyc'] as const, advanced: ['seller', 'kyc', 'advanced'] as const };

/** Sends one level's application as the seller; the state reloads and a toast confirms. */
function useSend<V>(send: (v: V) => Promise<unknown>) {
  const { t } = useTranslation();
  const toast = useToast();
  const qc = useQueryClient();
  const m = useMutation({
    mutationFn: send,
    onSuccess: async () => { await qc.invalidateQueries({ queryKey: keys.all }); toast.show(t('kyc:form.submitted'), 'success'); },
  });
  return { pending: m.isPending, submit: (v: V) => m.mutate(v) };
}

const picture: RenderVerificationPicture = ({ label, value, onChange, error }) => (
  <ImageUploadField label={label} value={value} onChange={onChange} moduleName={KYC_UPLOAD_MODULE}
    helperText={error && <Typography component="span" variant="caption" color="error">{error}</Typography>} />
);

function BasicForm() {
  const countries = useQuery(countriesQuery(publicApi));
  const sending = useSend((v: KycApplyQuery) => applyKyc(api, v, true));
  return (
    <BasicVerificationForm countries={(countries.data ?? []).map((c) => c.countryName)} countriesLoading={countries.isPending}
      documentTypes={KYC_DOCUMENT_TYPES} pictures={KYC_PICTURES} blank={EMPTY_KYC_APPLICATION} renderPicture={picture} sending={sending} />
  );
}

function Advanced() {
  const query = useQuery({ queryKey: keys.advanced, queryFn: () => getKycAdvanced(api, true) });
  const sending = useSend((v: { address: string; addressImg: string }) => applyKycAdvanced(api, v, true));
  return <AdvancedVerification query={query} sending={sending} renderPicture={picture} />;
}

/** The seller's identity verification: basic (apply, apply again after a rejection), then advanced once basic passed. */
export function SellerVerification() {
  const basic = useQuery({ queryKey: keys.all, queryFn: () => getKyc(api, true) });
  return (
    <QueryData query={basic}>
      {(rec) => (
        <Stack spacing={3} sx={{ maxWidth: 880 }}>
          <IdentityVerificationLevels basic={rec} basicForm={<BasicForm />} advanced={<Advanced />} />
        </Stack>
      )}
    </QueryData>
  );
}
