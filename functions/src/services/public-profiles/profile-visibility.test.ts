import { VISITOR, type TActor, type TUserActor } from '../actor';
import { canSeeContact, canViewProfile } from './profile-visibility';

const as = (id: string, role: 'BUYER' | 'AGENT' | 'BROKER') => ({ kind: 'user', user: { id }, profile: { role } }) as unknown as TUserActor;
const owner = as('owner', 'AGENT');
const callers: Record<string, TActor> = { visitor: VISITOR, buyer: as('b', 'BUYER'), agent: as('a', 'AGENT'), broker: as('k', 'BROKER'), owner };

const matrix = (check: (viewer: TActor) => boolean) => Object.fromEntries(Object.entries(callers).map(([name, viewer]) => [name, check(viewer)]));

describe('profile and contact visibility', () => {
  it.each([
    ['public', { visitor: true, buyer: true, agent: true, broker: true, owner: true }],
    ['registered', { visitor: false, buyer: true, agent: true, broker: true, owner: true }],
    ['private', { visitor: false, buyer: false, agent: false, broker: false, owner: true }],
  ] as const)('profile %s', (profileVisibility, expected) => {
    expect(matrix((viewer) => canViewProfile('owner', { profileVisibility, contactVisibility: 'public' }, viewer))).toEqual(expected);
  });

  it.each([
    ['public', { visitor: true, buyer: true, agent: true, broker: true, owner: true }],
    ['agents', { visitor: false, buyer: false, agent: true, broker: true, owner: true }],
    ['private', { visitor: false, buyer: false, agent: false, broker: false, owner: true }],
  ] as const)('contact %s', (contactVisibility, expected) => {
    expect(matrix((viewer) => canSeeContact('owner', { profileVisibility: 'public', contactVisibility }, viewer))).toEqual(expected);
  });
});
