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
}

/**
 * The demo catalogue (docs/specification.md, "What we keep exactly"). Listed oldest first: the six parts of the original shop come last,
 * so they are the newest six that the home page shows. Images ship with the web app; nothing is hotlinked.
 */
export const demoProducts: readonly DemoProduct[] = [
  {
    seed_key: 'cable',
    name: 'Cable',
    description: 'Braided SATA and PSU extension cables with sleeved wires and latching connectors, tested for 600 W loads.',
    image: '/images/parts/cable.svg',
    price: 4,
    minimum: 200,
    quantity: 20000,
  },
  {
    seed_key: 'case-fan',
    name: 'Case Fan',
    description: '120 mm fluid-bearing case fan, 500 to 1800 RPM under PWM control, quiet at idle and pushing 62 CFM at full speed.',
    image: '/images/parts/case-fan.svg',
    price: 12,
    minimum: 100,
    quantity: 8000,
  },
  {
    seed_key: 'memory',
    name: 'Memory',
    description: '16 GB DDR5-5600 DIMM with an aluminium heat spreader and on-die ECC, validated on current desktop platforms.',
    image: '/images/parts/memory.svg',
    price: 60,
    minimum: 50,
    quantity: 5000,
  },
  {
    seed_key: 'ssd',
    name: 'SSD',
    description: '1 TB NVMe M.2 2280 solid state drive, PCIe 4.0 x4, up to 7000 MB/s reads, with a 5-year endurance rating.',
    image: '/images/parts/ssd.svg',
    price: 120,
    minimum: 20,
    quantity: 2400,
  },
  {
    seed_key: 'power-supply',
    name: 'Power Supply',
    description: '750 W ATX 3.1 power supply, 80 PLUS Gold, fully modular with a native 12V-2x6 connector and a silent fan mode.',
    image: '/images/parts/power-supply.svg',
    price: 85,
    minimum: 10,
    quantity: 600,
  },
  {
    seed_key: 'graphics-card',
    name: 'Graphics Card',
    description: 'Dual-slot graphics card with 12 GB GDDR6 memory, triple-fan cooler and a reinforced backplate, ready for 1440p.',
    image: '/images/parts/graphics-card.svg',
    price: 450,
    minimum: 2,
    quantity: 120,
  },
  {
    seed_key: 'cover',
    name: 'Cover',
    description: 'Tempered-glass side cover for mid-tower cases, 4 mm thick with tool-less hinges and a dust-filtered vent strip.',
    image: '/images/parts/cover.svg',
    price: 300,
    minimum: 500,
    quantity: 2003,
  },
  {
    seed_key: 'motherboard',
    name: 'Motherboard',
    description: 'ATX motherboard with a 14+2 phase VRM, four DDR5 slots, three M.2 sockets, 2.5 Gb Ethernet and Wi-Fi 6E.',
    image: '/images/parts/motherboard.svg',
    price: 505,
    minimum: 5,
    quantity: 50,
  },
  {
    seed_key: 'chips',
    name: 'Chips',
    description: '8-core desktop processors in a tray pack: 4.8 GHz boost, 32 MB cache and 65 W TDP for efficient builds.',
    image: '/images/parts/chips.svg',
    price: 700,
    minimum: 100,
    quantity: 3950,
  },
  {
    seed_key: 'mouse',
    name: 'Mouse',
    description: 'Wired optical mouse with a 16,000 DPI sensor, 80-million-click switches and a paracord cable, for every desk.',
    image: '/images/parts/mouse.svg',
    price: 150,
    minimum: 500,
    quantity: 19150,
  },
  {
    seed_key: 'cooler',
    name: 'Cooler',
    description: 'Tower CPU cooler with six copper heat pipes and a 120 mm PWM fan, rated for processors up to 220 W.',
    image: '/images/parts/cooler.svg',
    price: 400,
    minimum: 30,
    quantity: 1050,
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
