// What the demo catalogue is made of: the categories, the brands and the words their products are
// named and described with. The seeder (catalogue.ts) combines them with a seeded faker, so every first start
// makes the same catalogue. Brands are invented (`.example` websites): a demo must not speak for real companies.

export interface DemoSubCategory {
  slug: string;
  name: string;
  /** What a German reader sees; every demo category has one, so the German interface shows no English data. */
  nameDe: string;
  icon: string;
  /** Base names of the products sold in it ("Espresso Blend"); the seeder adds a line name or a model. */
  products: string[];
}

export interface DemoCategory {
  slug: string;
  name: string;
  nameDe: string;
  icon: string;
  description: string;
  descriptionDe: string;
  children: DemoSubCategory[];
  /** Sentences the descriptions of its products are made of. */
  pitch: string[];
  tags: string[];
}

export const DEMO_CATEGORIES: DemoCategory[] = [
  {
    slug: 'coffee-tea',
    name: 'Coffee & Tea',
    nameDe: 'Kaffee & Tee',
    descriptionDe: 'Bohnen, Blätter und das Werkzeug, sie gut zuzubereiten.',
    icon: 'coffee',
    description: 'Beans, leaves and the gear to brew them well.',
    children: [
      {
        slug: 'coffee-beans',
        name: 'Coffee beans',
        nameDe: 'Kaffeebohnen',
        icon: 'coffee',
        products: ['Espresso Blend', 'Filter Roast', 'Decaf', 'Single Origin', 'House Blend', 'Cold Brew Blend'],
      },
      {
        slug: 'brewing-gear',
        name: 'Brewing gear',
        nameDe: 'Zubehör zum Aufbrühen',
        icon: 'cup',
        products: ['Pour-Over Kettle', 'Burr Grinder', 'Cold Brew Bottle', 'Travel Mug', 'Dripper'],
      },
    ],
    pitch: [
      'Roasted in small batches and shipped within two days of roasting.',
      'Notes of dark chocolate, red berries and a long, sweet finish.',
      'Works as well in a moka pot as in a filter machine.',
      'Sourced directly from the farms we visit every harvest.',
      'Made for the first cup of the morning and the third one after lunch.',
    ],
    tags: ['coffee', 'espresso', 'filter', 'fair trade', 'organic', 'whole bean', 'brewing', 'gift'],
  },
  {
    slug: 'audio',
    name: 'Audio',
    nameDe: 'Audio',
    descriptionDe: 'Kopfhörer und Lautsprecher, die Musik nah klingen lassen.',
    icon: 'headphones',
    description: 'Headphones and speakers that make music feel close.',
    children: [
      {
        slug: 'headphones',
        name: 'Headphones',
        nameDe: 'Kopfhörer',
        icon: 'headphones',
        products: [
          'Wireless Headphones',
          'Studio Monitor Headphones',
          'True Wireless Earbuds',
          'Noise Cancelling Headphones',
        ],
      },
      {
        slug: 'speakers',
        name: 'Speakers',
        nameDe: 'Lautsprecher',
        icon: 'device-speaker',
        products: ['Bookshelf Speakers', 'Portable Speaker', 'Soundbar', 'Smart Speaker'],
      },
    ],
    pitch: [
      'Tuned by ear in our own listening room, not by a spreadsheet.',
      'Up to 40 hours of playback on a single charge.',
      'Active noise cancelling that keeps the train out and the bass in.',
      'Replaceable ear pads and a cable you can buy again in ten years.',
      'Pairs with two devices at once and switches without asking.',
    ],
    tags: ['wireless', 'bluetooth', 'hi-fi', 'noise cancelling', 'studio', 'portable', 'bass'],
  },
  {
    slug: 'computers',
    name: 'Computers',
    nameDe: 'Computer',
    descriptionDe: 'Laptops, Tastaturen und alles, worauf man den ganzen Tag tippt.',
    icon: 'device-laptop',
    description: 'Laptops, keyboards and the things you type on all day.',
    children: [
      {
        slug: 'laptops',
        name: 'Laptops',
        nameDe: 'Laptops',
        icon: 'device-laptop',
        products: ['Ultrabook', 'Creator Laptop', 'Everyday Laptop', 'Convertible'],
      },
      {
        slug: 'keyboards',
        name: 'Keyboards',
        nameDe: 'Tastaturen',
        icon: 'keyboard',
        products: ['Mechanical Keyboard', 'Low-Profile Keyboard', 'Split Keyboard', 'Wireless Mouse'],
      },
    ],
    pitch: [
      'A full working day on one charge, and a charger that fits in a jacket pocket.',
      'Hot-swappable switches, so it grows with you instead of ending up in a drawer.',
      'An aluminium body that stays cool under load and quiet when it matters.',
      'Ships with a plain operating system: nothing installed you did not ask for.',
      'Every key remappable, with the settings stored on the device itself.',
    ],
    tags: ['laptop', 'mechanical', 'wireless', 'ergonomic', 'aluminium', 'usb-c', 'programmers'],
  },
  {
    slug: 'fashion',
    name: 'Fashion',
    nameDe: 'Mode',
    descriptionDe: 'Kleidung, die oft getragen und jahrelang behalten wird.',
    icon: 'shirt',
    description: 'Clothes made to be worn often and kept for years.',
    children: [
      {
        slug: 'shirts',
        name: 'Shirts',
        nameDe: 'Hemden & Shirts',
        icon: 'shirt',
        products: ['Oxford Shirt', 'Heavyweight T-Shirt', 'Linen Shirt', 'Merino Polo'],
      },
      {
        slug: 'jackets',
        name: 'Jackets',
        nameDe: 'Jacken',
        icon: 'jacket',
        products: ['Waxed Jacket', 'Rain Shell', 'Chore Coat', 'Down Vest'],
      },
    ],
    pitch: [
      'Cut from organic cotton woven in Portugal.',
      'A relaxed fit that holds its shape after a hundred washes.',
      'Reinforced seams where bags and bikes wear things out first.',
      'Free repairs for as long as you own it.',
      'Dyed with low-impact dyes in colours that age well.',
    ],
    tags: ['organic cotton', 'merino', 'unisex', 'waterproof', 'made in Europe', 'everyday', 'outdoor'],
  },
  {
    slug: 'plants-garden',
    name: 'Plants & Garden',
    nameDe: 'Pflanzen & Garten',
    descriptionDe: 'Zimmerpflanzen, Töpfe und Werkzeug für grüne Daumen.',
    icon: 'plant',
    description: 'Houseplants, planters and tools for green thumbs.',
    children: [
      {
        slug: 'indoor-plants',
        name: 'Indoor plants',
        nameDe: 'Zimmerpflanzen',
        icon: 'plant-2',
        products: ['Monstera', 'Fiddle Leaf Fig', 'Snake Plant', 'Herb Garden Kit'],
      },
      {
        slug: 'planters',
        name: 'Planters',
        nameDe: 'Pflanzgefäße',
        icon: 'seedling',
        products: ['Ceramic Planter', 'Self-Watering Pot', 'Hanging Planter', 'Plant Stand'],
      },
    ],
    pitch: [
      'Grown in peat-free soil in our greenhouse and delivered in recycled packaging.',
      'Forgiving of missed waterings and low light.',
      'A drainage tray that actually keeps the shelf dry.',
      'Each one comes with a care card and a year of advice by email.',
      'Glazed by hand, so no two are quite the same.',
    ],
    tags: ['houseplant', 'low light', 'pet friendly', 'ceramic', 'self-watering', 'gift', 'peat-free'],
  },
  {
    slug: 'cycling',
    name: 'Cycling',
    nameDe: 'Radfahren',
    descriptionDe: 'Fahrräder und Ausrüstung für jede Fahrt, ob Alltag oder Abenteuer.',
    icon: 'bike',
    description: 'Bikes and the gear for every ride, daily or epic.',
    children: [
      {
        slug: 'bikes',
        name: 'Bikes',
        nameDe: 'Fahrräder',
        icon: 'bike',
        products: ['Gravel Bike', 'City Bike', 'Folding Bike', 'Road Bike'],
      },
      {
        slug: 'cycling-gear',
        name: 'Cycling gear',
        nameDe: 'Fahrradzubehör',
        icon: 'helmet',
        products: ['Commuter Helmet', 'Frame Bag', 'Front Light', 'Pannier'],
      },
    ],
    pitch: [
      'A steel frame that rides smoothly over cobbles and gravel alike.',
      'Mounts for racks, fenders and three bottles.',
      'Bright enough to be seen at noon, gentle enough for oncoming traffic.',
      'Tested on a winter of daily commutes before we sold a single one.',
      'Spare parts stocked for ten years after the last one is sold.',
    ],
    tags: ['gravel', 'commuting', 'steel', 'lightweight', 'bikepacking', 'waterproof', 'safety'],
  },
  {
    slug: 'photography',
    name: 'Photography',
    nameDe: 'Fotografie',
    descriptionDe: 'Kameras, Objektive und Taschen für alle, die fotografieren.',
    icon: 'camera',
    description: 'Cameras, lenses and bags for people who shoot.',
    children: [
      {
        slug: 'cameras',
        name: 'Cameras',
        nameDe: 'Kameras',
        icon: 'camera',
        products: ['Mirrorless Camera', 'Compact Camera', 'Instant Camera', 'Action Camera'],
      },
      {
        slug: 'lenses',
        name: 'Lenses',
        nameDe: 'Objektive',
        icon: 'aperture',
        products: ['50mm Prime Lens', 'Wide-Angle Zoom', 'Macro Lens', 'Camera Sling Bag'],
      },
    ],
    pitch: [
      'Weather sealed, so the shot does not end when the rain starts.',
      'Sharp wide open and pleasant bokeh stopped down.',
      'Controls you can find with gloves on and eyes on the viewfinder.',
      'Firmware updates for years, free, with features added along the way.',
      'Small enough to be the camera you actually bring.',
    ],
    tags: ['mirrorless', 'prime', 'street', 'travel', 'weather sealed', 'video', 'film look'],
  },
  {
    slug: 'home-living',
    name: 'Home & Living',
    nameDe: 'Wohnen',
    descriptionDe: 'Küchenwerkzeug, Leuchten und Möbel für den Alltag.',
    icon: 'home',
    description: 'Kitchen tools, lights and furniture for everyday life.',
    children: [
      {
        slug: 'kitchen',
        name: 'Kitchen',
        nameDe: 'Küche',
        icon: 'tools-kitchen-2',
        products: ['Chef Knife', 'Cast Iron Pan', 'Cutting Board', 'Dutch Oven'],
      },
      {
        slug: 'lighting',
        name: 'Lighting',
        nameDe: 'Beleuchtung',
        icon: 'bulb',
        products: ['Desk Lamp', 'Floor Lamp', 'Pendant Light', 'Reading Light'],
      },
    ],
    pitch: [
      'Forged from one piece of steel and sharpened by hand.',
      'Warm, dimmable light that is easy on the eyes late at night.',
      'Oiled oak from sustainably managed forests.',
      'Goes from the stove to the oven to the table.',
      'Designed to be repaired: every part is screwed, never glued.',
    ],
    tags: ['kitchen', 'cast iron', 'oak', 'dimmable', 'handmade', 'design', 'sustainable'],
  },
];

export interface DemoBrand {
  brandName: string;
  profileHandle: string;
  /** The top-level category (slug) its products belong to. */
  category: string;
  /** Two colours for its generated icon, banner and product pictures. */
  colors: [string, string];
  description: string;
}

/** The demo creator's team (DEMO_PARTNERS in seed.ts) is the first; the others get an owner of their own. */
export const DEMO_BRANDS: DemoBrand[] = [
  {
    brandName: 'Plaudit Coffee',
    profileHandle: 'plauditcoffee',
    category: 'coffee-tea',
    colors: ['#6b3e26', '#d9a066'],
    description: 'Small-batch coffee roasted in the back of our café, since 2014.',
  },
  {
    brandName: 'Ember & Oak Roasters',
    profileHandle: 'emberoak',
    category: 'coffee-tea',
    colors: ['#3b1f14', '#e4572e'],
    description: 'Wood-fired roasting and brewing gear for slow mornings.',
  },
  {
    brandName: 'Northwind Audio',
    profileHandle: 'northwindaudio',
    category: 'audio',
    colors: ['#0f172a', '#38bdf8'],
    description: 'Headphones and speakers tuned by ear in Copenhagen.',
  },
  {
    brandName: 'Quietwave',
    profileHandle: 'quietwave',
    category: 'audio',
    colors: ['#312e81', '#a78bfa'],
    description: 'Noise cancelling for people who work anywhere.',
  },
  {
    brandName: 'Atlas Computing',
    profileHandle: 'atlascomputing',
    category: 'computers',
    colors: ['#1e293b', '#94a3b8'],
    description: 'Laptops built to be opened, upgraded and kept.',
  },
  {
    brandName: 'Keystroke Labs',
    profileHandle: 'keystrokelabs',
    category: 'computers',
    colors: ['#14532d', '#facc15'],
    description: 'Keyboards for people who type for a living.',
  },
  {
    brandName: 'Harbor Threads',
    profileHandle: 'harborthreads',
    category: 'fashion',
    colors: ['#1e3a8a', '#f1f5f9'],
    description: 'Workwear-inspired clothing made in small European mills.',
  },
  {
    brandName: 'Fernhill Botanics',
    profileHandle: 'fernhill',
    category: 'plants-garden',
    colors: ['#166534', '#bef264'],
    description: 'Houseplants grown peat-free, delivered to your door.',
  },
  {
    brandName: 'Kestrel Cycles',
    profileHandle: 'kestrelcycles',
    category: 'cycling',
    colors: ['#9a3412', '#fdba74'],
    description: 'Steel bikes for gravel, city and everything between.',
  },
  {
    brandName: 'Ridgeline Gear',
    profileHandle: 'ridgelinegear',
    category: 'cycling',
    colors: ['#0f766e', '#fde68a'],
    description: 'Bags, lights and helmets for all-weather riders.',
  },
  {
    brandName: 'Lumen Optics',
    profileHandle: 'lumenoptics',
    category: 'photography',
    colors: ['#111827', '#f59e0b'],
    description: 'Cameras and lenses for people who shoot every day.',
  },
  {
    brandName: 'Hearth & Form',
    profileHandle: 'hearthform',
    category: 'home-living',
    colors: ['#7c2d12', '#fef3c7'],
    description: 'Kitchen tools and lights designed to be repaired.',
  },
];

/** Words a product name starts or ends with, so two brands selling a kettle do not sell the same kettle. */
export const NAME_PREFIXES = [
  'Classic',
  'Everyday',
  'Studio',
  'Field',
  'Compact',
  'Signature',
  'Nomad',
  'Heritage',
  'Pro',
  'Essential',
  'Aero',
  'Summit',
];
export const NAME_SUFFIXES = ['Mk II', 'One', 'Plus', 'Air', 'S', 'XL', 'Mini', '2', 'Edition 24'];

export const GENERIC_PITCH = [
  'Every piece is checked by hand before it leaves our workshop.',
  'Ships in plastic-free packaging, with free returns for 30 days.',
  'Backed by a two-year warranty and a support team that answers.',
  'Designed with the feedback of the people who use it every day.',
];

/** YouTubers who review on Plaudit besides the demo one (DEMO_PARTNERS.youtuber gets the handle below). */
export const DEMO_YOUTUBERS = [
  {
    pageName: 'Gear Garden',
    handle: 'gear-garden',
    youtubeUrl: 'https://www.youtube.com/@geargarden',
    firstName: 'Gina',
    lastName: 'Garden',
  },
  {
    pageName: 'Bean There',
    handle: 'bean-there',
    youtubeUrl: 'https://www.youtube.com/@beanthere',
    firstName: 'Ben',
    lastName: 'Bean',
  },
  {
    pageName: 'Two Wheels Weekly',
    handle: 'two-wheels-weekly',
    youtubeUrl: 'https://www.youtube.com/@twowheelsweekly',
    firstName: 'Tess',
    lastName: 'Wheeler',
  },
];
export const DEMO_YOUTUBER_HANDLE = 'plaudit-reviews';
