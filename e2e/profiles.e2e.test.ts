import { keepScreenshot } from './support/browser';
import { describe, expect, test } from './support/journey';
import { createAgentThroughApi, TINY_PNG } from './support/profiles';
import { hidden, signInThroughApi, toastWith, userMenuButton, visible, waitForPath } from './support/ui';

describe('realtor profile and branding', () => {
  test('an agent customises branding with a profile picture and sees it on their public profile', async ({ journey }) => {
    const { page } = journey;
    const agent = await createAgentThroughApi(journey.baseUrl, 'Rita Realtor');
    await agent.api.dispose();
    await signInThroughApi(journey, agent.email, agent.password);

    await page.goto('/theme');
    await visible(page.getByRole('heading', { level: 1, name: 'Realtor Profile & Branding' }));
    await page.getByLabel('Upload Profile Picture').setInputFiles({ name: 'rita.png', mimeType: 'image/png', buffer: TINY_PNG });
    await visible(toastWith(page, 'Success').filter({ hasText: 'Profile picture uploaded successfully' }));
    const pictureUrl = await (await visible(page.getByRole('img', { name: 'Your profile picture' }))).getAttribute('src');
    expect(pictureUrl).toMatch(/^\/photos\//);

    await page.getByRole('textbox', { name: 'Tagline' }).fill('Zilker homes, found fast');
    await page.getByRole('textbox', { name: 'Bio' }).fill('Twelve years in South Austin.\n<script>alert(1)</script>');
    await page.getByRole('textbox', { name: 'Specialties' }).fill('  First-time buyers  ');
    await page.getByRole('textbox', { name: 'Specialties' }).press('Enter');
    await page.getByRole('textbox', { name: 'Specialties' }).fill('first-time BUYERS');
    await page.getByRole('textbox', { name: 'Specialties' }).press('Enter');
    await visible(page.getByText('first-time BUYERS is already in the list.'));
    await page.getByRole('textbox', { name: 'Service Areas' }).fill('Zilker');
    await page.getByRole('button', { name: 'Add service area' }).click();
    await page.getByRole('textbox', { name: 'Years of experience' }).fill('12');
    await page.getByRole('radio', { name: /Modern/ }).check();
    await page.getByText('Green', { exact: true }).click();
    await visible(page.getByRole('region', { name: 'Profile preview' }).getByText('Zilker homes, found fast'));
    await keepScreenshot(page, 'theme-editor');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await visible(toastWith(page, 'Success').filter({ hasText: 'Profile updated successfully' }));

    await page.getByRole('link', { name: 'View your public profile' }).click();
    await waitForPath(page, `/agent/${agent.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Rita Realtor' }));
    const photo = await visible(page.getByRole('img', { name: 'Photo of Rita Realtor' }));
    expect(await photo.getAttribute('src')).toBe(pictureUrl);
    await page.waitForFunction(() => (document.querySelector('img[alt="Photo of Rita Realtor"]') as HTMLImageElement | null)?.naturalWidth === 1);
    await visible(page.getByText('Zilker homes, found fast'));
    await visible(page.getByText('<script>alert(1)</script>', { exact: false }));
    await visible(page.getByRole('list', { name: 'Specialties' }).getByText('First-time buyers', { exact: true }));
    await visible(page.getByRole('list', { name: 'Service Areas' }).getByText('Zilker', { exact: true }));
    const stats = page.getByRole('region', { name: 'Quick Stats' });
    await visible(stats.getByRole('heading', { name: 'Self-reported' }));
    await visible(stats.getByText('12 years'));
    await visible(page.getByText('This is your public profile, as buyers see it.'));
    await keepScreenshot(page, 'public-agent-profile');

    // The account avatar: the header menu shows the new picture without a reload.
    await page.goto('/account');
    await page.getByLabel('Change Photo').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: TINY_PNG });
    await visible(toastWith(page, 'Profile photo updated'));
    await page.waitForFunction(() => /^\/photos\//.test(document.querySelector('header button img')?.getAttribute('src') ?? ''));
    await visible(userMenuButton(page, 'Rita'));
    await keepScreenshot(page, 'account');
  });
});

describe('contact and reply', () => {
  test('a visitor contacts the agent from the profile and the agent replies from /messages', async ({ journey }) => {
    const { page } = journey;
    const agent = await createAgentThroughApi(journey.baseUrl, 'Mo Broker');
    await agent.api.dispose();

    await page.goto(`/agent/${agent.id}`);
    await visible(page.getByRole('heading', { level: 1, name: 'Mo Broker' }));
    await page.getByRole('button', { name: 'Contact Agent' }).click();
    const dialog = await visible(page.getByRole('dialog', { name: 'Contact Mo Broker' }));
    await dialog.getByRole('textbox', { name: /Name/ }).fill('Vera Visitor');
    await dialog.getByRole('textbox', { name: /Email/ }).fill('vera.visitor@example.test');
    await dialog.getByRole('textbox', { name: 'Message (optional)' }).fill('Do you cover Mueller?');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await visible(toastWith(page, 'Inquiry Sent').filter({ hasText: 'Your inquiry has been sent successfully!' }));

    await signInThroughApi(journey, agent.email, agent.password);
    await page.goto('/messages');
    await visible(page.getByText('1 new', { exact: true }));
    await page.getByRole('button', { name: /^Unread\.\s+Vera Visitor\s*\.\s+Contact from your profile/ }).click();
    // Opening it marks it read.
    await hidden(page.getByText('1 new', { exact: true }));
    const conversation = page.getByRole('article');
    await visible(conversation.getByText('Do you cover Mueller?'));
    await visible(conversation.getByRole('link', { name: 'vera.visitor@example.test' }));
    await page.getByRole('textbox', { name: 'Reply to Vera Visitor' }).fill('Yes, Mueller is one of my areas.');
    await page.getByRole('button', { name: 'Send Reply' }).click();
    await visible(toastWith(page, 'Reply sent'));
    await visible(page.getByRole('region', { name: 'Replies' }).getByText('Yes, Mueller is one of my areas.'));
    await keepScreenshot(page, 'messages-reply');

    await page.goto('/dev/outbox');
    const mail = page.getByRole('article').filter({ hasText: 'Yes, Mueller is one of my areas.' });
    await visible(mail);
    await visible(mail.getByText('vera.visitor@example.test'));
  });
});

describe('settings', () => {
  test('settings survive a reload', async ({ journey }) => {
    const { page } = journey;
    const agent = await createAgentThroughApi(journey.baseUrl, 'Sue Settings');
    await agent.api.dispose();
    await signInThroughApi(journey, agent.email, agent.password);

    await page.goto('/settings');
    const marketing = await visible(page.getByRole('switch', { name: 'Marketing emails' }));
    expect(await marketing.getAttribute('aria-checked')).toBe('false');
    await marketing.click();
    await page.getByRole('combobox', { name: 'Profile visibility' }).selectOption('registered');
    await page.getByRole('combobox', { name: 'Contact information' }).selectOption('private');
    await keepScreenshot(page, 'settings');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await visible(toastWith(page, 'Settings saved'));

    await page.reload();
    await waitForPath(page, '/settings');
    expect(await (await visible(page.getByRole('switch', { name: 'Marketing emails' }))).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('switch', { name: 'Two-factor authentication' }).getAttribute('aria-checked')).toBe('false');
    expect(await page.getByRole('switch', { name: 'Email notifications' }).getAttribute('aria-checked')).toBe('true');
    expect(await page.getByRole('combobox', { name: 'Profile visibility' }).inputValue()).toBe('registered');
    expect(await page.getByRole('combobox', { name: 'Contact information' }).inputValue()).toBe('private');
  });
});
