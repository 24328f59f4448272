import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { countriesQuery } from '@mall/api-client/address';
import { EMPTY_KYC_APPLICATION, KYC_DOCUMENT_TYPES, KYC_PICTURES, KYC_UPLOAD_MODULE } from '@mall/contract/kyc';
import { AdvancedVerification, BasicVerificationForm, IdentityVerificationLevels, type RenderVerificationPicture } from '@mall/ui/identity-verification';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useApi } from '../../shared/api-context';
import { ImageUpload } from '../../shared/components/image-upload';
import { useApplyKyc, useApplyKycAdvanced, useKyc, useKycAdvanced } from '../api/kyc-queries';

/** A private verification picture, uploaded with the buyer's session. */
function usePictureField(): RenderVerificationPicture {
  const { t } = useTranslation();
  return ({ label, value, onChange, error, disabled }) => (
    <ImageUpload module={KYC_UPLOAD_MODULE} value={value} onChange={onChange} disabled={disabled} error={error}
      texts={{ label, alt: label, upload: t('kyc:form.upload'), replace: t('kyc:form.replace'), uploading: t('kyc:form.uploading') }} />
  );
}

function BasicForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const apply = useApplyKyc();
  const countries = useQuery(countriesQuery(useApi()));
  return (
    <BasicVerificationForm
      countries={(countries.data ?? []).map((c) => c.countryName)} countriesLoading={countries.isPending}
      documentTypes={KYC_DOCUMENT_TYPES} pictures={KYC_PICTURES} blank={EMPTY_KYC_APPLICATION} renderPicture={usePictureField()}
      sending={{ pending: apply.isPending, submit: (v) => apply.mutate(v, { onSuccess: () => toast.show(t('kyc:form.submitted'), 'success') }) }}
    />
  );
}

function Advanced() {
  const { t } = useTranslation();
  const toast = useToast();
  const apply = useApplyKycAdvanced();
  return (
    <AdvancedVerification query={useKycAdvanced(true)} renderPicture={usePictureField()}
      sending={{ pending: apply.isPending, submit: (v) => apply.mutate(v, { onSuccess: () => toast.show(t('kyc:form.submitted'), 'success') }) }} />
  );
}

/**
 * The personal centre's identity verification: the basic level's state (apply, or apply again after a
 * rejection with its reason), then the advanced level (address proof) once basic passed.
 */
export function IdentityVerification() {
  const { t } = useTranslation();
  const basic = useKyc();
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h5" component="h1">{t('kyc:title')}</Typography>
        <Typography color="text.secondary">{t('kyc:intro')}</Typography>
      </div>
      <QueryState isPending={basic.isPending} isError={basic.isError} onRetry={() => void basic.refetch()}>
        <IdentityVerificationLevels basic={basic.data ?? null} basicForm={<BasicForm />} advanced={<Advanced />} />
      </QueryState>
    </Stack>
  );
}
