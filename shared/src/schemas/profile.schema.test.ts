import { ZChangePasswordRequestSchema } from './account.schema';
import { ZUpdateBrandingRequestSchema } from './profile.schema';

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => `${i.path.join('.')}: ${i.message}`);

describe('the branding form schema', () => {
  it('trims tag lists, drops blanks, removes case-insensitive duplicates (first spelling wins); null clears', () => {
    expect(ZUpdateBrandingRequestSchema.parse({ specialties: [' Luxury ', 'LUXURY', '', '  ', 'Condos'], awards: null })).toEqual({
      specialties: ['Luxury', 'Condos'],
      awards: [],
    });
  });

  it('leaves omitted fields out, clears empty text, reads switches and numbers from text', () => {
    expect(
      ZUpdateBrandingRequestSchema.parse({
        tagline: '  ',
        bio: null,
        showStats: 'false',
        showCompanyInfo: true,
        yearsExperience: '7',
        averageDaysOnMarket: '',
      }),
    ).toEqual({
      tagline: null,
      bio: null,
      showStats: false,
      showCompanyInfo: true,
      yearsExperience: 7,
      averageDaysOnMarket: null,
    });
  });

  it('accepts only http(s) websites', () => {
    expect(ZUpdateBrandingRequestSchema.parse({ companyWebsite: ' https://realty.example/team ' }).companyWebsite).toBe('https://realty.example/team');
    for (const website of ['javascript:alert(1)', 'realty.example', 'ftp://realty.example', 'data:text/html,hi']) {
      expect(issues(ZUpdateBrandingRequestSchema.safeParse({ companyWebsite: website }))).toEqual([
        'companyWebsite: Please enter a valid URL starting with http:// or https://',
      ]);
    }
  });
});

describe('the password change schema (spec §5 order)', () => {
  it.each([
    [
      {},
      [
        'currentPassword: Please fill in all password fields.',
        'newPassword: Please fill in all password fields.',
        'confirmPassword: Please fill in all password fields.',
      ],
    ],
    [{ currentPassword: 'x', newPassword: 'short', confirmPassword: 'short' }, ['newPassword: Password must be at least 8 characters long']],
    [{ currentPassword: 'x', newPassword: 'long-enough', confirmPassword: 'long-enough!' }, ['confirmPassword: Passwords do not match']],
  ])('%j', (input, expected) => {
    expect(issues(ZChangePasswordRequestSchema.safeParse(input))).toEqual(expected);
  });
});
