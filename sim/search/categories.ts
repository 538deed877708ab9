// Targeting categories for search?type=adTargetingCategory&class=...: a browse, not a text search (the platform
// answers the whole class; `q` is not one of its parameters). Behaviours and demographics, a few dozen each, with
// ids and audience sizes that never change with the run. Demographics carry their own sub-type (education_statuses,
// life_events, ...), which the narrower classes (class=life_events, industries, ...) select.
import { INTERESTS } from './interests';

export interface TargetingCategory {
  id: string;
  name: string;
  type: string;
  path: string[];
  description: string;
  audience_size_lower_bound: number;
  audience_size_upper_bound: number;
}

/** [path below the top level, type, names]; descriptions are derived from the path. */
const BEHAVIORS: [string[], string[]][] = [
  [
    ['Digital activities'],
    [
      'Facebook Page admins',
      'Online spenders',
      'Early technology adopters',
      'Small business owners',
      'Console gamers',
      'Facebook access (mobile): smartphones and tablets',
    ],
  ],
  [
    ['Travel'],
    [
      'Frequent travelers',
      'Frequent international travelers',
      'Business travelers',
      'Commuters',
      'Returned from travels 1 week ago',
      'Returned from travels 2 weeks ago',
    ],
  ],
  [['Purchase behavior'], ['Engaged shoppers']],
  [
    ['Expats'],
    [
      'Lived in United States (formerly Expats - United States)',
      'Lived in Canada (formerly Expats - Canada)',
      'Lived in Germany (formerly Expats - Germany)',
      'Lived in France (formerly Expats - France)',
      'Lived in Japan (formerly Expats - Japan)',
    ],
  ],
  [
    ['Mobile device user', 'All mobile devices by brand'],
    ['Apple', 'Samsung', 'Google', 'Xiaomi'],
  ],
  [
    ['Mobile device user', 'All mobile devices by operating system'],
    ['Facebook access (mobile): iOS devices', 'Facebook access (mobile): Android devices'],
  ],
  [['Anniversary'], ['Anniversary (within 61-90 days)', 'Anniversary within 30 days']],
  [['Multicultural affinity'], ['Hispanic (US - All)', 'African American (US)', 'Asian American (US)']],
];

const DEMOGRAPHICS: [string[], string, string[]][] = [
  [
    ['Education', 'Education level'],
    'education_statuses',
    ['High school grad', 'Some college', 'Associate degree', 'College grad', "Master's degree", 'Doctorate degree'],
  ],
  [
    ['Life events'],
    'life_events',
    ['Newly engaged (1 year)', 'Newlywed (1 year)', 'Recently moved', 'New job', 'Away from family', 'Long-distance relationship', 'Upcoming birthday'],
  ],
  [
    ['Parents', 'All parents'],
    'family_statuses',
    ['Parents (All)', 'Parents with toddlers (01-02 years)', 'Parents with preschoolers (03-05 years)', 'Parents with teenagers (13-17 years)'],
  ],
  [['Relationship', 'Relationship status'], 'relationship_statuses', ['Single', 'In a relationship', 'Married', 'Engaged']],
  [
    ['Work', 'Industries'],
    'industries',
    [
      'Management',
      'Business and finance',
      'Healthcare and medical services',
      'Education and libraries',
      'IT and technical services',
      'Food and restaurants',
      'Sales',
      'Construction and extraction',
    ],
  ],
  [
    ['Financial', 'Income'],
    'income',
    ['Household income: top 10% of ZIP codes (US)', 'Household income: top 10%-25% of ZIP codes (US)', 'Household income: top 25%-50% of ZIP codes (US)'],
  ],
];

function size(name: string): [number, number] {
  let hash = 7;
  for (const ch of name) hash = (hash * 33 + ch.charCodeAt(0)) >>> 0;
  const lower = 200_000 + (hash % 900) * 150_000;
  return [lower, Math.round(lower * 1.18)];
}

function build(): TargetingCategory[] {
  const out: TargetingCategory[] = [];
  let b = 0;
  for (const [path, names] of BEHAVIORS) {
    for (const name of names) {
      b += 1;
      const [lower, upper] = size(name);
      out.push({
        id: String(6002714000000 + b * 7),
        name,
        type: 'behaviors',
        path: ['Behaviors', ...path, name],
        description: `People who are likely to be in the group "${name}" (${path.join(' > ')}).`,
        audience_size_lower_bound: lower,
        audience_size_upper_bound: upper,
      });
    }
  }
  let d = 0;
  for (const [path, type, names] of DEMOGRAPHICS) {
    for (const name of names) {
      d += 1;
      const [lower, upper] = size(name);
      out.push({
        id: String(6003100000000 + d * 11),
        name,
        type,
        path: ['Demographics', ...path, name],
        description: `People listed or likely to be listed as "${name}" (${path.join(' > ')}).`,
        audience_size_lower_bound: lower,
        audience_size_upper_bound: upper,
      });
    }
  }
  return out;
}

const TARGETING_CATEGORIES: readonly TargetingCategory[] = build();

/** The classes search?type=adTargetingCategory accepts. */
export const CATEGORY_CLASSES = [
  'interests',
  'behaviors',
  'demographics',
  'life_events',
  'industries',
  'income',
  'family_statuses',
  'education_statuses',
  'relationship_statuses',
] as const;

/** A whole class, in a stable order. Undefined for a class the platform does not know. */
export function browseCategories(cls: string): TargetingCategory[] | undefined {
  if (!(CATEGORY_CLASSES as readonly string[]).includes(cls)) return undefined;
  if (cls === 'interests') {
    return INTERESTS.map((i) => ({
      id: i.id,
      name: i.name,
      type: 'interests',
      path: i.path,
      description: `People who have expressed an interest in ${i.name}.`,
      audience_size_lower_bound: i.audience_size_lower_bound,
      audience_size_upper_bound: i.audience_size_upper_bound,
    }));
  }
  if (cls === 'behaviors') return TARGETING_CATEGORIES.filter((c) => c.type === 'behaviors');
  if (cls === 'demographics') return TARGETING_CATEGORIES.filter((c) => c.type !== 'behaviors');
  return TARGETING_CATEGORIES.filter((c) => c.type === cls);
}
