import { DELIVERY_DAYS, FOUNDED_YEAR, SHOP_NAME, type SiteContent } from '@partsmith/contract';

/** The shop's content when SITE_CONTENT_FILE and the SHOP_* variables do not say otherwise. */
export function defaultSiteContent(publicUrl: string): SiteContent {
  return {
    contact: {
      companyName: `${SHOP_NAME} Components Ltd.`,
      phone: '+880 2 9870 1234',
      email: 'hello@partsmith.test',
      address: 'House 42, Road 11, Block E, Banani, Dhaka 1213, Bangladesh',
      website: publicUrl,
    },
    about: {
      heading: 'A manufacturer that sells by the piece',
      paragraphs: [
        `${SHOP_NAME} has designed and built computer parts in Dhaka since ${FOUNDED_YEAR}: keyboards, mice, coolers, chips, motherboards and cases. We started as a small workshop repairing office machines and grew into a factory that supplies system builders, repair shops and resellers around the world.`,
        'We sell straight from the factory floor, so there is no wholesaler between you and the people who made the part. Every part has a price per piece and a minimum order, kept as low as our production runs allow, so a repair shop can order fifty keycaps as easily as a reseller orders five thousand.',
        `Orders are packed in Dhaka and delivered within ${DELIVERY_DAYS} days. If a part is not what you expected, our team answers by phone and email, in Bangla and English, on working days.`,
      ],
    },
    portfolio: {
      name: 'Nadia Rahman',
      role: 'Full-stack web developer',
      photo: '/images/portfolio/avatar.svg',
      photoAlt: 'Illustrated portrait of Nadia Rahman, smiling, with short dark hair and round glasses',
      goal: 'To build web shops that are quick on an inexpensive phone, usable by everyone, and careful with customers’ data and money, and to keep the code simple enough that the next developer can change it with confidence.',
      education: [
        { degree: 'BSc in Computer Science and Engineering', school: 'University of Dhaka', years: '2014 - 2018' },
        { degree: 'Higher Secondary Certificate (Science)', school: 'Notre Dame College, Dhaka', years: '2011 - 2013' },
      ],
      skills: [
        'TypeScript',
        'React',
        'TanStack Query',
        'React Hook Form and Zod',
        'Tailwind CSS and daisyUI',
        'Node.js and Fastify',
        'SQL: SQLite and PostgreSQL',
        'Vitest and Playwright',
        'Web accessibility (WCAG 2.2)',
      ],
      links: [
        { label: `${SHOP_NAME} shop`, url: '/' },
        { label: 'API documentation', url: '/api/docs' },
        { label: 'Blog', url: '/blog' },
      ],
    },
    blog: [
      {
        slug: 'why-we-sell-by-the-piece',
        title: 'Why we sell computer parts by the piece',
        date: '2022-05-10',
        summary:
          'Boxes of a hundred suit distributors, not the repair shop that needs twelve fans this week. Here is how per-piece prices work at our factory.',
        paragraphs: [
          'Most manufacturers sell in cartons and leave the splitting to wholesalers. Every hand a part passes through adds a margin and a delay, and small workshops pay for both.',
          'We price every part per piece and set a minimum order that matches one production run on our line. The price you see is the price of one piece; the total is simply the quantity times that price.',
          'When a minimum order is large, it is because the part is made in large batches. We lower minimums whenever a line can run smaller batches without raising the price.',
        ],
      },
      {
        slug: 'choosing-a-cpu-cooler',
        title: 'Choosing a CPU cooler for a workshop build',
        date: '2022-04-18',
        summary: 'Airflow, noise and the height of the case matter more than the fin count. A short checklist from our thermal engineers.',
        paragraphs: [
          'Start with the case: measure the clearance above the motherboard before you look at any cooler. A tower cooler that does not fit is no cooler at all.',
          'Then match the cooler to the heat the processor gives off under sustained load, not its advertised peak. Our coolers list the sustained wattage they were tested at.',
          'Finally, think about noise. A larger fan turning slowly moves as much air as a small fan turning fast, and it is far quieter in an office.',
        ],
      },
      {
        slug: 'minimum-orders-explained',
        title: 'Minimum orders, explained',
        date: '2022-03-02',
        summary: 'Why the keys need an order of 500 while a motherboard starts at 5, and how to plan a purchase around it.',
        paragraphs: [
          'Each part page shows the minimum order, the quantity in stock and the price per piece. The purchase form will not go below the minimum or above the stock.',
          'Small, cheap parts such as keys and mice are made in long runs, so their minimums are high. Motherboards are assembled and tested one by one, so a handful is enough.',
          `Once an order is placed you pay for it under My Orders, and we deliver within ${DELIVERY_DAYS} days of payment.`,
        ],
      },
    ],
  };
}
