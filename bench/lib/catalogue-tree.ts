import type SQLite from 'better-sqlite3';

/**
 * The catalogue's structure at bench scale (issue 33): departments > groups > leaf categories, each leaf holding about
 * PARTS_PER_LEAF parts whatever the catalogue's size (4 leaves at 1,000 parts, about 400 at 100,000), and one large
 * leaf that holds LARGE_LEAF_SHARE of the catalogue (2,500 parts at 100,000), the worst case of a category page.
 * A department declares a brand that its leaves inherit; each leaf declares 3 to 5 more specifications of its own.
 * Values are spread as in a real catalogue: a few choices are common and the rest rare, numbers take the sizes
 * parts are made in, yes/no is mostly no, and 1 part in 20 leaves a specification empty.
 */
export const PARTS_PER_LEAF = 250;
const LARGE_LEAF_SHARE = 0.025;
const LEAVES_PER_GROUP = 5;

const DEPARTMENTS = ['Cooling', 'Power', 'Storage', 'Memory', 'Boards', 'Input', 'Cases', 'Networking'];
const BRANDS = ['Northwind', 'Ferrox', 'Kestrel', 'Lumen', 'Orbital', 'Tessel'];

type SpecificationTemplate =
  | { kind: 'choice'; key: string; name: string; choices: string[] }
  | { kind: 'number'; key: string; name: string; unit: string; values: number[] }
  | { kind: 'boolean'; key: string; name: string };

const CHOICES: SpecificationTemplate[] = [
  { kind: 'choice', key: 'socket', name: 'Socket', choices: ['AM5', 'LGA1700', 'AM4', 'LGA1851', 'LGA1200'] },
  { kind: 'choice', key: 'form_factor', name: 'Form factor', choices: ['ATX', 'Micro-ATX', 'Mini-ITX', 'E-ATX'] },
  { kind: 'choice', key: 'interface', name: 'Interface', choices: ['NVMe PCIe 4.0', 'SATA', 'NVMe PCIe 5.0', 'NVMe PCIe 3.0'] },
  { kind: 'choice', key: 'colour', name: 'Colour', choices: ['Black', 'White', 'Grey', 'Silver', 'Red', 'Blue', 'Green', 'Pink'] },
  { kind: 'choice', key: 'efficiency', name: 'Efficiency', choices: ['80 PLUS Gold', '80 PLUS Bronze', '80 PLUS Platinum', '80 PLUS Titanium', '80 PLUS'] },
  { kind: 'choice', key: 'connector', name: 'Connector', choices: ['USB-C', 'USB-A', '3.5 mm'] },
  { kind: 'choice', key: 'memory_type', name: 'Memory type', choices: ['DDR5', 'DDR4', 'LPDDR5', 'DDR3', 'GDDR6', 'GDDR7'] },
];
const NUMBERS: SpecificationTemplate[] = [
  { kind: 'number', key: 'tdp', name: 'TDP', unit: 'W', values: [35, 65, 95, 125, 170, 220, 280, 350] },
  { kind: 'number', key: 'fan_size', name: 'Fan size', unit: 'mm', values: [80, 92, 120, 140, 200] },
  { kind: 'number', key: 'capacity', name: 'Capacity', unit: 'GB', values: [8, 16, 32, 64, 256, 512, 1000, 2000, 4000] },
  { kind: 'number', key: 'wattage', name: 'Wattage', unit: 'W', values: [450, 550, 650, 750, 850, 1000, 1200, 1600] },
  { kind: 'number', key: 'length', name: 'Length', unit: 'mm', values: [150, 200, 300, 450, 600, 1000] },
];
const BOOLEANS: SpecificationTemplate[] = [
  { kind: 'boolean', key: 'rgb', name: 'RGB lighting' },
  { kind: 'boolean', key: 'modular', name: 'Modular' },
  { kind: 'boolean', key: 'wireless', name: 'Wireless' },
];
const BRAND: SpecificationTemplate = { kind: 'choice', key: 'brand', name: 'Brand', choices: BRANDS };

/** The n-th leaf's own specifications: always a choice, a number and a yes/no; every other leaf one more choice, every third one more number. */
function leafSpecifications(leaf: number): SpecificationTemplate[] {
  const at = <T>(list: T[], index: number) => list[index % list.length] as T;
  return [
    at(CHOICES, leaf),
    at(NUMBERS, leaf),
    at(BOOLEANS, leaf),
    ...(leaf % 2 === 1 ? [at(CHOICES, leaf + 3)] : []),
    ...(leaf % 3 === 2 ? [at(NUMBERS, leaf + 2)] : []),
  ];
}

/** A small deterministic generator (mulberry32), so both catalogue sizes are drawn alike and every run draws the same. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The first choices are common, the last rare (Zipf: the k-th is picked 1/k as often as the first). */
function skewedPick<T>(list: T[], random: () => number): T {
  const weights = list.map((_, rank) => 1 / (rank + 1));
  let left = random() * weights.reduce((sum, weight) => sum + weight, 0);
  for (const [index, weight] of weights.entries()) {
    left -= weight;
    if (left < 0) return list[index] as T;
  }
  return list[list.length - 1] as T;
}

type Value = { number: number; text: null } | { number: null; text: string };

function valueOf(template: SpecificationTemplate, random: () => number): Value {
  if (template.kind === 'choice') return { number: null, text: skewedPick(template.choices, random) };
  if (template.kind === 'number') return { number: template.values[Math.floor(random() * template.values.length)] as number, text: null };
  return { number: null, text: random() < 0.3 ? 'true' : 'false' };
}

/** A category page the bench opens with two specification filters, and how many listed parts match both. */
export interface FilteredCategoryPage {
  slug: string;
  parts: number;
  /** `spec` values: the leaf's own first choice at its most common value, and its own first number over its middle sizes. */
  filters: [string, string];
  matching: number;
}

export interface CatalogueStructure {
  /** category id of each part, by its place (1-based) in the catalogue. */
  categoryOf(part: number): number;
  /** Writes the part's specification values and counts it for the pages the bench opens. */
  addValues(partId: number | bigint, part: number, listed: boolean): void;
  /** A leaf of PARTS_PER_LEAF parts, and the large leaf (as large as the others at 1,000 parts). */
  pages(): { typical: FilteredCategoryPage; large: FilteredCategoryPage };
}

/** A part number as a manufacturer writes them, in capitals; unique for each place in the catalogue. */
export const benchPartNumber = (part: number) =>
  `${['TX', 'KR', 'VN', 'LM'][part % 4]}-${String(part).padStart(6, '0')}-${String.fromCharCode(65 + (part % 26))}`;

/** Writes the categories and specifications of a catalogue of `count` parts; its parts then take their places from it. */
export function writeCatalogueStructure(database: SQLite.Database, count: number): CatalogueStructure {
  const largeLeafSize = Math.max(PARTS_PER_LEAF, Math.round(count * LARGE_LEAF_SHARE));
  const leafCount = 1 + Math.ceil((count - largeLeafSize) / PARTS_PER_LEAF);
  const insertCategory = database.prepare('insert into categories (parent_id, name, slug, description, position) values (?, ?, ?, ?, ?)');
  const insertSpecification = database.prepare(
    'insert into specifications (category_id, key, name, kind, unit, choices, position) values (?, ?, ?, ?, ?, ?, ?)',
  );
  const insertValue = database.prepare('insert into product_specifications (product_id, specification_id, number_value, text_value) values (?, ?, ?, ?)');

  const addSpecifications = (categoryId: number, templates: SpecificationTemplate[]) =>
    templates.map((template, position) => {
      const unit = template.kind === 'number' ? template.unit : null;
      const choices = JSON.stringify(template.kind === 'choice' ? template.choices : []);
      const id = Number(insertSpecification.run(categoryId, template.key, template.name, template.kind, unit, choices, position).lastInsertRowid);
      return { id, template };
    });

  const departments = new Map<number, { id: number; specifications: ReturnType<typeof addSpecifications> }>();
  const groups = new Map<number, number>();
  const leaves = Array.from({ length: leafCount }, (_, leaf) => {
    const group = Math.floor(leaf / LEAVES_PER_GROUP);
    const departmentIndex = group % DEPARTMENTS.length;
    const departmentName = DEPARTMENTS[departmentIndex] as string;
    let department = departments.get(departmentIndex);
    if (!department) {
      const id = Number(
        insertCategory.run(null, departmentName, departmentName.toLowerCase(), `Every ${departmentName.toLowerCase()} part.`, departmentIndex).lastInsertRowid,
      );
      department = { id, specifications: addSpecifications(id, [BRAND]) };
      departments.set(departmentIndex, department);
    }
    let groupId = groups.get(group);
    if (groupId === undefined) {
      groupId = Number(
        insertCategory.run(department.id, `${departmentName} line ${group + 1}`, `${departmentName.toLowerCase()}-line-${group + 1}`, '', group)
          .lastInsertRowid,
      );
      groups.set(group, groupId);
    }
    const slug = `${departmentName.toLowerCase()}-line-${group + 1}-series-${leaf + 1}`;
    const id = Number(insertCategory.run(groupId, `${departmentName} series ${leaf + 1}`, slug, '', leaf).lastInsertRowid);
    const own = addSpecifications(id, leafSpecifications(leaf));
    return { id, slug, own, specifications: [...department.specifications, ...own], parts: 0, matching: 0 };
  });

  // Each leaf's places, shuffled through the catalogue: a category's parts were added over the years, not in one go.
  const random = randomFrom(33);
  const places = leaves.flatMap((_, leaf) => Array<number>(leaf === 0 ? largeLeafSize : PARTS_PER_LEAF).fill(leaf)).slice(0, count);
  for (let index = places.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [places[index], places[other]] = [places[other] as number, places[index] as number];
  }
  const leafOf = (part: number) => leaves[places[part - 1] as number] as (typeof leaves)[number];

  /** The filters of a leaf's page: its first own choice at the most common value, its first own number over the middle of its sizes. */
  const filtersOf = (leaf: (typeof leaves)[number]) => {
    const choice = leaf.own.find(({ template }) => template.kind === 'choice')?.template as Extract<SpecificationTemplate, { kind: 'choice' }>;
    const number = leaf.own.find(({ template }) => template.kind === 'number')?.template as Extract<SpecificationTemplate, { kind: 'number' }>;
    const low = number.values[Math.floor(number.values.length / 4)] as number;
    const high = number.values[Math.floor((number.values.length * 3) / 4)] as number;
    return {
      spec: [`${choice.key}:${choice.choices[0]}`, `${number.key}:${low}..${high}`] as [string, string],
      matches: (values: Map<string, Value>) => {
        const numberValue = values.get(number.key)?.number ?? null;
        return values.get(choice.key)?.text === choice.choices[0] && numberValue !== null && numberValue >= low && numberValue <= high;
      },
    };
  };
  const measured = [leaves[1] ?? (leaves[0] as (typeof leaves)[number]), leaves[0] as (typeof leaves)[number]];
  const measuredFilters = new Map(measured.map((leaf) => [leaf, filtersOf(leaf)]));

  return {
    categoryOf: (part) => leafOf(part).id,
    addValues(partId, part, listed) {
      const leaf = leafOf(part);
      const values = new Map<string, Value>();
      for (const { id, template } of leaf.specifications) {
        if (random() < 0.05) continue;
        const value = valueOf(template, random);
        values.set(template.key, value);
        insertValue.run(partId, id, value.number, value.text);
      }
      if (!listed) return;
      leaf.parts += 1;
      if (measuredFilters.get(leaf)?.matches(values)) leaf.matching += 1;
    },
    pages() {
      const [typical, large] = measured.map((leaf) => ({
        slug: leaf.slug,
        parts: leaf.parts,
        filters: (measuredFilters.get(leaf) as ReturnType<typeof filtersOf>).spec,
        matching: leaf.matching,
      })) as [FilteredCategoryPage, FilteredCategoryPage];
      return { typical, large };
    },
  };
}
