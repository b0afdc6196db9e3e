import { SIGN_UPS_PER_CLIENT_PER_HOUR } from '@shared/constants/email-confirmation';
import { signUpsPerClientPerHour } from './sign-up-throttle';

describe('signUpsPerClientPerHour', () => {
  it('is the product limit unless the journey runtime raises it; it never goes lower, and junk is ignored', () => {
    expect(signUpsPerClientPerHour({})).toBe(SIGN_UPS_PER_CLIENT_PER_HOUR);
    expect(signUpsPerClientPerHour({ SIGN_UPS_PER_CLIENT_PER_HOUR: '1000' })).toBe(1000);
    for (const junk of ['0', '3', '-5', '12.5', 'off', ''])
      expect(signUpsPerClientPerHour({ SIGN_UPS_PER_CLIENT_PER_HOUR: junk })).toBe(SIGN_UPS_PER_CLIENT_PER_HOUR);
  });
});
