import type { TProfileRecord } from '../../data/user-records';
import { toBranding } from './to-branding';

const profile = (branding: Partial<TProfileRecord> = {}) =>
  ({ id: 'p', userId: 'u', role: 'AGENT', bio: null, specialties: [], servingAreas: [], updatedAt: '2026-06-01T00:00:00.000Z', ...branding }) as TProfileRecord;

describe('toBranding', () => {
  it('fills only never-set fields with the sample defaults and lists them', () => {
    const branding = toBranding(profile({ yearsExperience: 20, averageResponseTime: null, showStats: false, accentColor: 'teal' }));
    expect(branding).toMatchObject({
      yearsExperience: 20,
      averageResponseTime: null,
      showStats: false,
      accentColor: 'teal',
      transactionsCompleted: 150,
      clientSatisfactionRate: '98%',
      averageDaysOnMarket: 12,
      profileTheme: 'professional',
      showCertifications: true,
    });
    expect(branding.defaults.sort()).toEqual([
      'averageDaysOnMarket',
      'clientSatisfactionRate',
      'profileTheme',
      'showCertifications',
      'showCompanyInfo',
      'transactionsCompleted',
    ]);
  });

  it('never invents text or lists that have no sample default', () => {
    expect(toBranding(profile())).toMatchObject({
      tagline: null,
      companyWebsite: null,
      certifications: [],
      awards: [],
      languages: [],
      profilePicture: null,
      canCustomize: true,
    });
    expect(toBranding(profile({ role: 'BUYER' })).canCustomize).toBe(false);
  });
});
