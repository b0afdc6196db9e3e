/** HUD's fair-housing advertising rules and NAR's policies: the mark, the statement and where they link. */
export const EQUAL_HOUSING_ALT = 'Equal Housing Opportunity';
export const FAIR_HOUSING_STATEMENT =
  'We are pledged to the letter and spirit of U.S. policy for the achievement of equal housing opportunity throughout the Nation. We encourage and support an affirmative advertising and marketing program in which there are no barriers to obtaining housing because of race, color, religion, sex, handicap, familial status, or national origin.';
export const FAIR_HOUSING_SHORT_NOTICE =
  'Every listing here is offered in line with the Fair Housing Act: no one may be treated differently because of a protected characteristic.';
export const FAIR_HOUSING_PATH = '/fair-housing';
export const ACCESSIBILITY_PATH = '/accessibility';

/**
 * The federal protected classes and the ones many states add: a search or saved-search filter must never
 * name one (a test holds the filter schemas against these words).
 */
export const PROTECTED_CHARACTERISTICS = [
  'race',
  'color',
  'religion',
  'sex',
  'handicap',
  'disability',
  'familial status',
  'national origin',
  'sexual orientation',
  'gender identity',
  'source of income',
  'age',
  'marital status',
] as const;
