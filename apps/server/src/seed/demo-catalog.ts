import type { SpecificationKind } from '@partsmith/contract';

interface DemoSpecification {
  key: string;
  name: string;
  kind: SpecificationKind;
  unit?: string;
  choices?: readonly string[];
}

interface DemoCategory {
  slug: string;
  name: string;
  description: string;
  /** The slug of the category above; null for a top-level one. Listed after it. */
  parent: string | null;
  position: number;
  specifications: readonly DemoSpecification[];
}

/**
 * The demo category tree (issue 33), parents before their children. Cooling declares what coolers and fans share, so
 * its page filters both by fan size and lighting; its leaves add their own.
 */
export const demoCategories: readonly DemoCategory[] = [
  { slug: 'input', name: 'Input', description: 'Keyboards, keycaps and mice for every desk.', parent: null, position: 0, specifications: [] },
  {
    slug: 'keyboards',
    name: 'Keyboards and keys',
    description: 'Keycap sets and keyboards.',
    parent: 'input',
    position: 0,
    specifications: [
      { key: 'layout', name: 'Layout', kind: 'choice', choices: ['Full size (104 keys)', 'Tenkeyless (87 keys)', 'Compact (68 keys)'] },
      { key: 'keycap_material', name: 'Keycap material', kind: 'choice', choices: ['PBT', 'ABS'] },
      { key: 'double_shot', name: 'Double-shot legends', kind: 'boolean' },
    ],
  },
  {
    slug: 'mice',
    name: 'Mice',
    description: 'Wired and wireless mice.',
    parent: 'input',
    position: 1,
    specifications: [
      { key: 'connection', name: 'Connection', kind: 'choice', choices: ['Wired', 'Wireless 2.4 GHz', 'Bluetooth'] },
      { key: 'sensor_dpi', name: 'Sensor resolution', kind: 'number', unit: 'DPI' },
      { key: 'weight', name: 'Weight', kind: 'number', unit: 'g' },
    ],
  },
  {
    slug: 'cooling',
    name: 'Cooling',
    description: 'Coolers and fans that keep a build quiet and cool.',
    parent: null,
    position: 1,
    specifications: [
      { key: 'fan_size', name: 'Fan size', kind: 'number', unit: 'mm' },
      { key: 'rgb', name: 'RGB lighting', kind: 'boolean' },
    ],
  },
  {
    slug: 'cpu-coolers',
    name: 'CPU coolers',
    description: 'Tower, low-profile and liquid coolers for desktop processors.',
    parent: 'cooling',
    position: 0,
    specifications: [
      { key: 'cooler_type', name: 'Type', kind: 'choice', choices: ['Tower', 'Low profile', 'Liquid'] },
      { key: 'tdp', name: 'Rated for', kind: 'number', unit: 'W' },
      { key: 'height', name: 'Height', kind: 'number', unit: 'mm' },
    ],
  },
  {
    slug: 'case-fans',
    name: 'Case fans',
    description: 'Fans that move air through a case.',
    parent: 'cooling',
    position: 1,
    specifications: [
      { key: 'bearing', name: 'Bearing', kind: 'choice', choices: ['Fluid dynamic', 'Ball', 'Sleeve'] },
      { key: 'airflow', name: 'Airflow', kind: 'number', unit: 'CFM' },
      { key: 'pwm', name: 'PWM control', kind: 'boolean' },
    ],
  },
  { slug: 'components', name: 'Components', description: 'The parts a computer is built from.', parent: null, position: 2, specifications: [] },
  {
    slug: 'motherboards',
    name: 'Motherboards',
    description: 'Desktop motherboards.',
    parent: 'components',
    position: 0,
    specifications: [
      { key: 'socket', name: 'Socket', kind: 'choice', choices: ['AM5', 'AM4', 'LGA1700', 'LGA1851'] },
      { key: 'form_factor', name: 'Form factor', kind: 'choice', choices: ['ATX', 'Micro-ATX', 'Mini-ITX'] },
      { key: 'memory_type', name: 'Memory type', kind: 'choice', choices: ['DDR5', 'DDR4'] },
      { key: 'm2_slots', name: 'M.2 slots', kind: 'number' },
      { key: 'wifi', name: 'Wi-Fi', kind: 'boolean' },
    ],
  },
  {
    slug: 'processors',
    name: 'Processors',
    description: 'Desktop processors, boxed and in trays.',
    parent: 'components',
    position: 1,
    specifications: [
      { key: 'socket', name: 'Socket', kind: 'choice', choices: ['AM5', 'AM4', 'LGA1700', 'LGA1851'] },
      { key: 'cores', name: 'Cores', kind: 'number' },
      { key: 'boost_clock', name: 'Boost clock', kind: 'number', unit: 'GHz' },
      { key: 'tdp', name: 'TDP', kind: 'number', unit: 'W' },
      { key: 'integrated_graphics', name: 'Integrated graphics', kind: 'boolean' },
    ],
  },
  {
    slug: 'memory',
    name: 'Memory',
    description: 'Desktop memory modules.',
    parent: 'components',
    position: 2,
    specifications: [
      { key: 'memory_type', name: 'Memory type', kind: 'choice', choices: ['DDR5', 'DDR4'] },
      { key: 'capacity', name: 'Capacity', kind: 'number', unit: 'GB' },
      { key: 'speed', name: 'Speed', kind: 'number', unit: 'MT/s' },
      { key: 'ecc', name: 'ECC', kind: 'boolean' },
    ],
  },
  {
    slug: 'storage',
    name: 'Storage',
    description: 'Solid state drives.',
    parent: 'components',
    position: 3,
    specifications: [
      { key: 'interface', name: 'Interface', kind: 'choice', choices: ['NVMe PCIe 5.0', 'NVMe PCIe 4.0', 'SATA'] },
      { key: 'capacity', name: 'Capacity', kind: 'number', unit: 'GB' },
      { key: 'read_speed', name: 'Read speed', kind: 'number', unit: 'MB/s' },
    ],
  },
  {
    slug: 'power-supplies',
    name: 'Power supplies',
    description: 'ATX power supplies.',
    parent: 'components',
    position: 4,
    specifications: [
      { key: 'wattage', name: 'Wattage', kind: 'number', unit: 'W' },
      { key: 'efficiency', name: 'Efficiency', kind: 'choice', choices: ['80 PLUS Bronze', '80 PLUS Gold', '80 PLUS Platinum', '80 PLUS Titanium'] },
      { key: 'modular', name: 'Cabling', kind: 'choice', choices: ['Fully modular', 'Semi-modular', 'Fixed'] },
    ],
  },
  {
    slug: 'graphics-cards',
    name: 'Graphics cards',
    description: 'Desktop graphics cards.',
    parent: 'components',
    position: 5,
    specifications: [
      { key: 'video_memory', name: 'Video memory', kind: 'number', unit: 'GB' },
      { key: 'memory_type', name: 'Memory type', kind: 'choice', choices: ['GDDR6', 'GDDR6X', 'GDDR7'] },
      { key: 'slots', name: 'Slots', kind: 'number' },
    ],
  },
  {
    slug: 'cases',
    name: 'Cases and panels',
    description: 'Cases and their panels.',
    parent: null,
    position: 3,
    specifications: [
      { key: 'material', name: 'Material', kind: 'choice', choices: ['Tempered glass', 'Steel', 'Aluminium'] },
      { key: 'thickness', name: 'Thickness', kind: 'number', unit: 'mm' },
      { key: 'tool_less', name: 'Tool-less', kind: 'boolean' },
    ],
  },
  {
    slug: 'cables',
    name: 'Cables',
    description: 'Power and data cables for the inside of a case.',
    parent: null,
    position: 4,
    specifications: [
      { key: 'cable_type', name: 'Type', kind: 'choice', choices: ['SATA', 'PSU extension', '12V-2x6', 'Fan'] },
      { key: 'length', name: 'Length', kind: 'number', unit: 'mm' },
      { key: 'sleeved', name: 'Sleeved', kind: 'boolean' },
    ],
  },
];

interface DemoProduct {
  seed_key: string;
  name: string;
  description: string;
  image: string;
  /** Dollars per piece, as the admin types it. */
  price: number;
  minimum: number;
  quantity: number;
  priceTiers?: readonly { minQuantity: number; price: number }[];
  partNumber: string;
  /** The slug of its category in demoCategories. */
  category: string;
  /** Values of the specifications of its category and the categories above: a number, a choice as declared, yes/no. */
  specifications: Readonly<Record<string, number | string | boolean>>;
  /** Days to get more: it may be ordered beyond stock (issue 35). */
  leadTimeDays?: number;
}

/**
 * The demo catalogue (docs/specification.md, "What we keep exactly"). Listed oldest first: the six parts of the original shop come last,
 * so they are the newest six that the home page shows. Images ship with the web app; nothing is hotlinked. Each part has a
 * part number, a category and its specifications' values (issue 33).
 */
export const demoProducts: readonly DemoProduct[] = [
  // Beyond the original shop's parts, so that the cooling filters have more than one value each (issue 33).
  {
    seed_key: 'low-profile-heatsink',
    name: 'Low-Profile Heatsink',
    description: 'A 47 mm tall CPU heatsink with a 92 mm slim fan and four heat pipes, for small cases and home-theatre builds up to 95 W.',
    image: '/images/parts/cooler.svg',
    price: 35,
    minimum: 50,
    quantity: 1200,
    partNumber: 'PSM-CLR-LP92',
    category: 'cpu-coolers',
    specifications: { fan_size: 92, rgb: false, cooler_type: 'Low profile', tdp: 95, height: 47 },
  },
  {
    seed_key: 'aio-liquid-kit',
    name: 'AIO Liquid Kit',
    description: 'A 240 mm all-in-one liquid loop for desktop processors up to 280 W, with two 120 mm RGB fans and a quiet ceramic pump.',
    image: '/images/parts/cooler.svg',
    price: 110,
    minimum: 10,
    quantity: 300,
    priceTiers: [
      { minQuantity: 50, price: 99 },
      { minQuantity: 100, price: 92 },
    ],
    partNumber: 'PSM-CLR-AIO240',
    category: 'cpu-coolers',
    specifications: { fan_size: 120, rgb: true, cooler_type: 'Liquid', tdp: 280, height: 55 },
  },
  {
    seed_key: 'rgb-case-fan',
    name: 'RGB Case Fan',
    description: '140 mm case fan with an addressable RGB ring, 400 to 1500 RPM under PWM control and 78 CFM at full speed.',
    image: '/images/parts/case-fan.svg',
    price: 16,
    minimum: 100,
    quantity: 6000,
    partNumber: 'PSM-FAN-140-RGB',
    category: 'case-fans',
    specifications: { fan_size: 140, rgb: true, bearing: 'Fluid dynamic', airflow: 78, pwm: true },
  },
  {
    seed_key: 'silent-case-fan',
    name: 'Silent Case Fan',
    description: '92 mm sleeve-bearing case fan with a fixed 1200 RPM for the back of small cases, at 18 dB.',
    image: '/images/parts/case-fan.svg',
    price: 6,
    minimum: 200,
    quantity: 9000,
    partNumber: 'PSM-FAN-92-S',
    category: 'case-fans',
    specifications: { fan_size: 92, rgb: false, bearing: 'Sleeve', airflow: 32, pwm: false },
  },
  {
    seed_key: 'cable',
    name: 'Cable',
    description: 'Braided SATA and PSU extension cables with sleeved wires and latching connectors, tested for 600 W loads.',
    image: '/images/parts/cable.svg',
    price: 4,
    minimum: 200,
    quantity: 20000,
    partNumber: 'PSM-CBL-SATA',
    category: 'cables',
    specifications: { cable_type: 'SATA', length: 500, sleeved: true },
  },
  {
    seed_key: 'case-fan',
    name: 'Case Fan',
    description: '120 mm fluid-bearing case fan, 500 to 1800 RPM under PWM control, quiet at idle and pushing 62 CFM at full speed.',
    image: '/images/parts/case-fan.svg',
    price: 12,
    minimum: 100,
    quantity: 8000,
    partNumber: 'PSM-FAN-120',
    category: 'case-fans',
    specifications: { fan_size: 120, rgb: false, bearing: 'Fluid dynamic', airflow: 62, pwm: true },
  },
  {
    seed_key: 'memory',
    name: 'Memory',
    description: '16 GB DDR5-5600 DIMM with an aluminium heat spreader and on-die ECC, validated on current desktop platforms.',
    image: '/images/parts/memory.svg',
    price: 60,
    minimum: 50,
    quantity: 5000,
    partNumber: 'PSM-MEM-D5-16',
    category: 'memory',
    specifications: { memory_type: 'DDR5', capacity: 16, speed: 5600, ecc: true },
  },
  {
    seed_key: 'ssd',
    name: 'SSD',
    description: '1 TB NVMe M.2 2280 solid state drive, PCIe 4.0 x4, up to 7000 MB/s reads, with a 5-year endurance rating.',
    image: '/images/parts/ssd.svg',
    price: 120,
    minimum: 20,
    quantity: 2400,
    partNumber: 'PSM-SSD-1TB-G4',
    category: 'storage',
    specifications: { interface: 'NVMe PCIe 4.0', capacity: 1000, read_speed: 7000 },
  },
  {
    seed_key: 'power-supply',
    name: 'Power Supply',
    description: '750 W ATX 3.1 power supply, 80 PLUS Gold, fully modular with a native 12V-2x6 connector and a silent fan mode.',
    image: '/images/parts/power-supply.svg',
    price: 85,
    minimum: 10,
    quantity: 600,
    partNumber: 'PSM-PSU-750G',
    category: 'power-supplies',
    specifications: { wattage: 750, efficiency: '80 PLUS Gold', modular: 'Fully modular' },
  },
  {
    seed_key: 'graphics-card',
    name: 'Graphics Card',
    description: 'Dual-slot graphics card with 12 GB GDDR6 memory, triple-fan cooler and a reinforced backplate, ready for 1440p.',
    image: '/images/parts/graphics-card.svg',
    price: 450,
    minimum: 2,
    quantity: 120,
    partNumber: 'PSM-GPU-12G',
    category: 'graphics-cards',
    specifications: { video_memory: 12, memory_type: 'GDDR6', slots: 2 },
    leadTimeDays: 21,
  },
  {
    seed_key: 'cover',
    name: 'Cover',
    description: 'Tempered-glass side cover for mid-tower cases, 4 mm thick with tool-less hinges and a dust-filtered vent strip.',
    image: '/images/parts/cover.svg',
    price: 300,
    minimum: 500,
    quantity: 2003,
    partNumber: 'PSM-CVR-TG4',
    category: 'cases',
    specifications: { material: 'Tempered glass', thickness: 4, tool_less: true },
  },
  {
    seed_key: 'motherboard',
    name: 'Motherboard',
    description: 'ATX motherboard with a 14+2 phase VRM, four DDR5 slots, three M.2 sockets, 2.5 Gb Ethernet and Wi-Fi 6E.',
    image: '/images/parts/motherboard.svg',
    price: 505,
    minimum: 5,
    quantity: 50,
    partNumber: 'PSM-MB-AM5-ATX',
    leadTimeDays: 14,
    category: 'motherboards',
    specifications: { socket: 'AM5', form_factor: 'ATX', memory_type: 'DDR5', m2_slots: 3, wifi: true },
  },
  {
    seed_key: 'chips',
    name: 'Chips',
    description: '8-core desktop processors in a tray pack: 4.8 GHz boost, 32 MB cache and 65 W TDP for efficient builds.',
    image: '/images/parts/chips.svg',
    price: 700,
    minimum: 100,
    quantity: 3950,
    partNumber: 'PSM-CPU-8C65',
    category: 'processors',
    specifications: { socket: 'AM5', cores: 8, boost_clock: 4.8, tdp: 65, integrated_graphics: true },
  },
  {
    seed_key: 'mouse',
    name: 'Mouse',
    description: 'Wired optical mouse with a 16,000 DPI sensor, 80-million-click switches and a paracord cable, for every desk.',
    image: '/images/parts/mouse.svg',
    price: 150,
    minimum: 500,
    quantity: 19150,
    partNumber: 'PSM-MOU-16K',
    category: 'mice',
    specifications: { connection: 'Wired', sensor_dpi: 16000, weight: 85 },
  },
  {
    seed_key: 'cooler',
    name: 'Cooler',
    description: 'Tower CPU cooler with six copper heat pipes and a 120 mm PWM fan, rated for processors up to 220 W.',
    image: '/images/parts/cooler.svg',
    price: 400,
    minimum: 30,
    quantity: 1050,
    partNumber: 'PSM-CLR-T120',
    category: 'cpu-coolers',
    specifications: { fan_size: 120, rgb: false, cooler_type: 'Tower', tdp: 220, height: 158 },
  },
  {
    seed_key: 'keys',
    name: 'Keys',
    description: 'Double-shot PBT keycaps in a full 104-key set, cherry profile, with legends that never fade.',
    image: '/images/parts/keys.svg',
    price: 30,
    minimum: 500,
    quantity: 1950,
    // Volume buying: cheaper from 1,000 and from 1,500 pieces.
    priceTiers: [
      { minQuantity: 1000, price: 27 },
      { minQuantity: 1500, price: 25 },
    ],
    partNumber: 'PSM-KEY-104',
    category: 'keyboards',
    specifications: { layout: 'Full size (104 keys)', keycap_material: 'PBT', double_shot: true },
  },
];

/** Oldest first, like the products: the three of the original shop are the newest. */
export const demoReviews = [
  {
    seed_key: 'nusrat',
    name: 'Nusrat',
    location: 'Sylhet',
    ratings: 4,
    review: 'We order coolers every quarter. Stock figures are always right and the minimum order suits a small assembler.',
    image: '/images/avatars/nusrat.svg',
  },
  {
    seed_key: 'rafi',
    name: 'Rafi',
    location: 'Chattogram',
    ratings: 5,
    review: 'The SSDs arrived well inside the 30 days, every one of them passed our burn-in test. Paying by card was painless.',
    image: '/images/avatars/rafi.svg',
  },
  {
    seed_key: 'antor-1',
    name: 'Antor',
    location: 'Dhaka',
    ratings: 4,
    review: 'Good keycaps at a fair per-piece price. Booking 500 was easy and the order showed up in My Orders at once.',
    image: '/images/avatars/antor.svg',
  },
  {
    seed_key: 'thowhid',
    name: 'Thowhid',
    location: 'Mymensingh',
    ratings: 5,
    review: 'The motherboards are excellent and the team answered every question before we ordered. Highly recommended.',
    image: '/images/avatars/thowhid.svg',
  },
  {
    seed_key: 'antor-2',
    name: 'Antor',
    location: 'Dhaka',
    ratings: 3,
    review: 'Mice work well, though I would like a wireless option in the catalogue. Delivery was on time.',
    image: '/images/avatars/antor.svg',
  },
] as const;
