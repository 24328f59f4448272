import { defineModule } from '../../core/module';
import { captchaRoutes } from './routes.buyer';
import { adminCaptchaRoutes, sellerCaptchaRoutes } from './routes.staff';
import { CaptchaService } from './service';

/** The slider puzzle asked at sign-in (buyers, sellers, admins) and sign-up. */
export const captchaModule = defineModule<'captcha'>({
  name: 'captcha',
  provide: ({ db, config }) => ({ captcha: new CaptchaService(db, config.SLIDER_CHECK) }),
  start: ({ services }) => ({
    routes: {
      buyer: (api) => captchaRoutes(api, services),
      seller: (api) => sellerCaptchaRoutes(api, services),
      admin: (api) => adminCaptchaRoutes(api, services),
    },
  }),
});
