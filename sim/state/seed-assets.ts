// Seeded assets beyond pages and pixels: custom conversions, lead forms, catalogs with products (some out of
// stock) and product sets, saved and custom audiences.
import { insertObject } from './store';
import type { World } from './world';

const PRODUCTS: [string, number, number][] = [
  ['Trail Backpack 30L', 8999, 14],
  ['Trail Backpack 45L', 11999, 0],
  ['Ultralight Tent', 24999, 6],
  ['Down Sleeping Bag', 18999, 3],
  ['Hiking Boots', 14999, 0],
  ['Rain Shell Jacket', 12999, 22],
  ['Headlamp 400lm', 3999, 40],
  ['Camp Stove', 5999, 0],
  ['Brass Desk Lamp', 7900, 12],
  ['Linen Lamp Shade', 2900, 0],
  ['Smart LED Bulb', 1900, 120],
  ['Pendant Light Oak', 15900, 4],
];

function seedCatalogs(world: World): void {
  world.businesses.forEach((b, bi) => {
    const catalog = insertObject(world, 'catalog', '', { name: `${b.name} Catalog`, vertical: 'commerce', business: { id: b.id, name: b.name } });
    catalog.visibleTo = [...b.adAccountIds];
    const items = PRODUCTS.slice(bi * 8, bi * 8 + 8);
    const productIds = items.map(([name, price, inventory], i) => {
      const p = insertObject(world, 'product', '', {
        name,
        retailer_id: `SKU-${bi + 1}${String(i + 1).padStart(3, '0')}`,
        price: `${(price / 100).toFixed(2)} USD`,
        currency: 'USD',
        image_url: `https://scontent.sim.invalid/products/${bi + 1}-${i + 1}.jpg`,
        url: `https://shop.example.com/p/${bi + 1}-${i + 1}`,
        inventory,
        availability: inventory > 0 ? 'in stock' : 'out of stock',
        brand: b.name.split(' ')[0],
        catalog_id: catalog.id,
      });
      p.visibleTo = [...b.adAccountIds];
      return p.id;
    });
    catalog.data.product_count = productIds.length;
    for (const [name, filter] of [
      ['All products', {}],
      ['In stock', { availability: { eq: 'in stock' } }],
    ] as const) {
      const set = insertObject(world, 'product_set', '', {
        name,
        filter,
        catalog_id: catalog.id,
        product_count: name === 'All products' ? items.length : items.filter((i) => i[2] > 0).length,
      });
      set.visibleTo = [...b.adAccountIds];
    }
  });
}

export function seedAssets(world: World): void {
  for (const pixel of world.pixels) {
    const accountId = pixel.adAccountIds[0] ?? '';
    for (const [name, type] of [
      ['Checkout completed', 'PURCHASE'],
      ['Quote form sent', 'LEAD'],
    ] as const) {
      insertObject(world, 'customconversion', accountId, {
        name,
        custom_event_type: type,
        pixel: { id: pixel.id },
        event_source_type: 'pixel',
        is_archived: false,
        rule: JSON.stringify({
          and: [{ event: { eq: type === 'PURCHASE' ? 'Purchase' : 'Lead' } }, { or: [{ URL: { i_contains: type === 'PURCHASE' ? 'thank-you' : 'quote' } }] }],
        }),
      });
    }
  }
  for (const page of world.pages.filter((p) => p.hasLeadForms)) {
    for (const [name, status] of [
      [`${page.name} – Contact form`, 'ACTIVE'],
      [`${page.name} – Quote request`, 'ACTIVE'],
      [`${page.name} – Old form`, 'ARCHIVED'],
    ] as const) {
      const form = insertObject(world, 'leadgen_form', '', {
        name,
        status,
        locale: 'en_US',
        page: { id: page.id, name: page.name },
        page_id: page.id,
        questions: [
          { key: 'full_name', type: 'FULL_NAME' },
          { key: 'email', type: 'EMAIL' },
        ],
      });
      form.visibleTo = [...page.adAccountIds];
    }
  }
  seedCatalogs(world);
  for (const account of world.adAccounts) {
    const country = account.business_country_code;
    insertObject(world, 'saved_audience', account.id, {
      // A targeting spec as the platform stores it (the ad set's Targeting: location types, ages, genders, interests).
      name: `${country} adults 25-54`,
      targeting: { geo_locations: { countries: [country], location_types: ['home', 'recent'] }, age_min: 25, age_max: 54 },
      approximate_count_lower_bound: 1_200_000,
      approximate_count_upper_bound: 1_400_000,
    });
    insertObject(world, 'saved_audience', account.id, {
      name: `${country} outdoor enthusiasts`,
      targeting: {
        geo_locations: { countries: [country], location_types: ['home', 'recent'] },
        age_min: 21,
        age_max: 65,
        genders: [2],
        flexible_spec: [{ interests: [{ id: '6003000000001', name: 'Hiking' }] }],
      },
      approximate_count_lower_bound: 300_000,
      approximate_count_upper_bound: 350_000,
    });
    for (const [name, subtype] of [
      ['Website visitors 30d', 'WEBSITE'],
      ['Customer list', 'CUSTOM'],
      ['Lookalike 1% – purchasers', 'LOOKALIKE'],
    ] as const) {
      insertObject(world, 'custom_audience', account.id, {
        name,
        subtype,
        approximate_count_lower_bound: 52_000,
        approximate_count_upper_bound: 61_000,
        operation_status: { code: 200, description: 'Normal' },
        delivery_status: { code: 200, description: 'This audience is ready for use.' },
      });
    }
  }
}
