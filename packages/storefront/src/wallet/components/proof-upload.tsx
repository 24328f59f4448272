import { useTranslation } from 'react-i18next';
import { ImageUpload } from '../../shared/components/image-upload';
import { PROOF_MODULE } from '../api/upload-proof';

export interface ProofUploadProps {
  /** The uploaded image URL, '' for none. */
  value: string;
  onChange: (url: string) => void;
  /** Translated message of a failed rule. */
  error?: string;
  disabled?: boolean;
}

/** Picks a JPEG or PNG payment proof, uploads it and shows it. */
export function ProofUpload(props: ProofUploadProps) {
  const { t } = useTranslation();
  return (
    <ImageUpload
      {...props}
      module={PROOF_MODULE}
      texts={{
        label: t('wallet:recharge.proof'), hint: t('wallet:recharge.proofHint'), alt: t('wallet:recharge.proofAlt'),
        upload: t('wallet:recharge.uploadProof'), replace: t('wallet:recharge.replaceProof'), uploading: t('wallet:recharge.uploading'),
      }}
    />
  );
}
