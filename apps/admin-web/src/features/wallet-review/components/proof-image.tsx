import { useTranslation } from 'react-i18next';
import { ImagePreview } from '@mall/backoffice/shared/image-preview';

/** The payment proof as a thumbnail; a click shows it at full size. */
export function ProofImage({ src, orderNo }: { src: string; orderNo: string }) {
  const { t } = useTranslation();
  return <ImagePreview src={src} alt={t('admin:recharges.proofOf', { orderNo })} enlargeLabel={t('admin:recharges.enlargeProof', { orderNo })} />;
}
