import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { CreateGoodsForm } from '../../features/goods/components/create-goods-form';
import { paths } from '../../config/paths';

export default function GoodsCreateRoute() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = () => navigate(paths.goods.getHref());
  return (
    <>
      <PageHeader title={t('seller:create.title')} description={t('seller:create.intro')} />
      <CreateGoodsForm onCreated={back} onCancel={back} />
    </>
  );
}
