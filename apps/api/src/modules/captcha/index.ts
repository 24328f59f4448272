import { defineModule } from '../../core/module';
import { captchaRoutes } from './routes.buyer';
import { CaptchaService } from './service';

/** The slider puzzle asked at sign-in and sign-up. */
export const captchaModule = defineModule<'captcha'>({
  name: 'captcha',
  provide: ({ db, config }) => ({ captcha: new CaptchaService(db, config.SLIDER_CHECK) }),
  start: ({ services }) => ({ routes: { buyer: (api) => captchaRoutes(api, services) } }),
});
