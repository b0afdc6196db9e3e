import { screen, within } from '@testing-library/react';
import { makeCurrentUser } from '../../../testing/factories';
import { jsonResponse, mockApi, signedInAs } from '../../../testing/mock-api';
import { makeSettings } from '../../../testing/profile-factories';
import { renderApp } from '../../../testing/render-app';

const RECOVERY_CODES = Array.from({ length: 10 }, (_, i) => `AAAA${i}-BBBB${i}`);
const QR = 'data:image/svg+xml;base64,PHN2Zy8+';

function twoFactorApi(isOn = false) {
  let twoFactor = isOn;
  return mockApi({
    'GET /api/auth/user': signedInAs(makeCurrentUser({ role: 'AGENT' })),
    'GET /api/settings': () => jsonResponse(makeSettings({ twoFactor })),
    'POST /api/settings/two-factor/setup': () =>
      jsonResponse({ secret: 'JBSWY3DPEHPK3PXP', otpauthUri: 'otpauth://totp/x?secret=JBSWY3DPEHPK3PXP', qrCodeDataUrl: QR }),
    'POST /api/settings/two-factor/enable': (call) => {
      if ((call.body as { code: string }).code !== '654321') return jsonResponse({ message: 'That code does not match.' }, 400, 'Bad Request');
      twoFactor = true;
      return jsonResponse({ recoveryCodes: RECOVERY_CODES });
    },
    'POST /api/settings/two-factor/disable': (call) => {
      if ((call.body as { code: string }).code !== '111222') return jsonResponse({ message: 'Invalid authentication code.' }, 400, 'Bad Request');
      twoFactor = false;
      return jsonResponse({ twoFactor: false });
    },
  });
}

describe('two-factor switch on /settings', () => {
  it('enrols with the QR code and a first code, then shows the ten recovery codes once', async () => {
    const api = twoFactorApi();
    const { user } = renderApp('/settings');
    await user.click(await screen.findByRole('switch', { name: 'Two-factor authentication' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor authentication' });
    expect(await within(dialog).findByRole('img', { name: 'QR code for your authenticator app' })).toHaveAttribute('src', QR);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText(/Code from your app/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('That code does not match.')).toBeInTheDocument();

    await user.clear(within(dialog).getByLabelText(/Code from your app/));
    await user.type(within(dialog).getByLabelText(/Code from your app/), '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    const codes = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(RECOVERY_CODES);

    await user.click(screen.getByRole('button', { name: 'I have saved my recovery codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).not.toBeInTheDocument();
    expect(await screen.findByRole('switch', { name: 'Two-factor authentication' })).toBeChecked();
    expect(api.callsTo('POST', '/api/settings/two-factor/enable')).toHaveLength(2);
  }, 20_000);

  it('turns off only with a current code', async () => {
    twoFactorApi(true);
    const { user } = renderApp('/settings');
    const toggle = await screen.findByRole('switch', { name: 'Two-factor authentication' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor authentication' });
    await user.type(within(dialog).getByLabelText(/Authentication code/), '999999');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Invalid authentication code.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Two-factor authentication', hidden: true })).toBeChecked();

    await user.clear(within(dialog).getByLabelText(/Authentication code/));
    await user.type(within(dialog).getByLabelText(/Authentication code/), '111222');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await screen.findByRole('switch', { name: 'Two-factor authentication' })).not.toBeChecked();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  }, 20_000);
});
