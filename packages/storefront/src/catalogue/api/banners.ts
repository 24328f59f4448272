import { useQuery } from '@tanstack/react-query';
import { bannersQuery, type BannerType } from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';

/** The banners of one place (`banner!bannerList`); missing banners are no reason for a toast. */
export const useBanners = (type: BannerType, imgType: 0 | 1) => useQuery({ ...bannersQuery(useApi(), type, imgType), meta: { silent: true } });
