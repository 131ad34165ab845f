import type { CatalogueItem } from './site.ts';

/** Catalogue content of the realistic sites: twelve items each, as a shop or magazine shows them. */
function items(
  list: readonly (readonly [title: string, summary: string, meta: string])[],
): CatalogueItem[] {
  return list.map(([title, summary, meta]) => ({
    slug: title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
    title,
    summary,
    meta,
  }));
}

export const OUTDOOR_PRODUCTS = items([
  ['Ridgeline 2 tent', 'Two-person, three-season, 1.6 kg with a double door.', '€ 389'],
  ['Summit 45 pack', 'Adjustable back, rain cover, hip-belt pockets.', '€ 219'],
  ['Merino base layer', '200 g/m² wool that stays fresh for days.', '€ 79'],
  ['Storm shell jacket', 'Three-layer membrane, pit zips, helmet hood.', '€ 299'],
  ['Trail runner GTX', 'Waterproof, 8 mm drop, grippy lugs.', '€ 159'],
  ['Down quilt 0 °C', '750 fill power, 690 g, packs to a bottle.', '€ 329'],
  ['Titanium pot 900', 'Pot and lid with folding handles, 110 g.', '€ 49'],
  ['Canister stove', 'Piezo ignition, boils a litre in 3 minutes.', '€ 69'],
  ['Carbon poles', 'Three-section, 260 g a pair.', '€ 139'],
  ['Headlamp 450', 'Red mode, USB-C, IPX7.', '€ 59'],
  ['Insulated mat', 'R-value 4.2, quiet, 480 g.', '€ 169'],
  ['Water filter', 'Hollow fibre, 0.1 micron, squeeze bag.', '€ 39'],
]);

export const DENTAL_TREATMENTS = items([
  ['Check-up and clean', 'A full examination, scale and polish with our hygienists.', 'from € 85'],
  ['Tooth whitening', 'In-chair whitening with a take-home top-up kit.', 'from € 290'],
  ['Invisible aligners', 'Clear aligners planned with a 3D scan.', 'from € 2,400'],
  ['Dental implants', 'A titanium root and crown that lasts decades.', 'from € 1,950'],
  ['Children’s dentistry', 'Gentle first visits and fissure sealants.', 'covered for under-18s'],
  ['Emergency appointments', 'Same-day slots for pain and broken teeth.', 'call before 10 am'],
  ['Root canal treatment', 'Microscope-assisted endodontics.', 'from € 450'],
  ['Crowns and bridges', 'Ceramic restorations milled on site.', 'from € 690'],
  ['Gum treatment', 'Deep cleaning and periodontal care.', 'from € 180'],
  ['Night guards', 'Custom guards against grinding.', '€ 240'],
  ['Veneers', 'Thin porcelain shells for chipped teeth.', 'from € 790'],
  ['Sedation', 'For nervous patients, with an anaesthetist.', 'on request'],
]);

export const HOTEL_ROOMS = items([
  ['Harbour view double', 'Floor-to-ceiling windows over the marina.', 'from € 189 / night'],
  ['Garden twin', 'Quiet rooms facing the courtyard garden.', 'from € 149 / night'],
  ['Lighthouse suite', 'Separate living room and a freestanding bath.', 'from € 329 / night'],
  ['Family loft', 'Two levels, sleeps four, kitchenette.', 'from € 259 / night'],
  ['Spa weekend', 'Two nights, breakfast and a massage each.', 'from € 498'],
  ['Sailing package', 'A day on the water with our skipper.', 'from € 620'],
  ['Romantic escape', 'Champagne, late check-out and dinner.', 'from € 420'],
  ['Business single', 'Desk, fast Wi-Fi, meeting room credit.', 'from € 129 / night'],
  ['Long stay studio', 'Weekly rates with housekeeping.', 'from € 790 / week'],
  ['Dog-friendly double', 'Bed, bowls and walks map included.', 'from € 175 / night'],
  ['Accessible double', 'Step-free access and a roll-in shower.', 'from € 179 / night'],
  ['Winter offer', 'Third night free, November to March.', 'from € 298'],
]);

export const RECIPES = items([
  ['Brown butter gnocchi', 'Crisp outside, pillowy inside, with sage.', '35 min · Vegetarian'],
  ['Weeknight ramen', 'A quick broth that tastes like a day of work.', '40 min'],
  ['Sheet-pan harissa chicken', 'One tray, no fuss, big flavour.', '45 min'],
  ['Lemon ricotta pancakes', 'Light, tangy and ready in twenty.', '20 min · Vegetarian'],
  ['Miso aubergine', 'Glazed, sticky and made for rice.', '30 min · Vegan'],
  ['Slow-roast tomato soup', 'Roast once, eat all week.', '1 h 30'],
  ['Cardamom buns', 'Knotted, buttery, Scandinavian.', '3 h'],
  ['Green shakshuka', 'Spinach, leeks and eggs in one pan.', '25 min · Vegetarian'],
  ['Crispy tofu tacos', 'Quick-pickled onions and lime crema.', '35 min · Vegan'],
  ['Chocolate olive oil cake', 'Dense, moist and dairy-free.', '1 h'],
  ['Summer panzanella', 'Bread, tomatoes and good olive oil.', '15 min · Vegan'],
  ['Pork and fennel ragù', 'Sunday sauce for six.', '2 h 30'],
]);

export const NEWS_ARTICLES = items([
  [
    'Council approves the new harbour bridge',
    'The cycle and tram bridge will open in 2028.',
    'Local · 4 min read',
  ],
  ['Rates hold for a third month', 'The central bank signals patience.', 'Business · 3 min read'],
  [
    'Opera season opens with a sell-out',
    'A new staging of Tosca divides critics.',
    'Culture · 5 min read',
  ],
  [
    'Storm warning for the weekend',
    'Gusts up to 110 km/h expected on the coast.',
    'Weather · 2 min read',
  ],
  ['The last ferry captain', 'Forty years on the same crossing.', 'Features · 9 min read'],
  ['Schools trial a four-day week', 'Teachers and parents are split.', 'Education · 6 min read'],
  ['United sign a new striker', 'A club record fee for the 21-year-old.', 'Sport · 3 min read'],
  [
    'Rents rise faster than wages',
    'New figures from the statistics office.',
    'Housing · 5 min read',
  ],
  ['A city of night trains', 'Three new sleeper routes from spring.', 'Travel · 7 min read'],
  ['Letters: the bridge debate', 'Readers on eleven years of argument.', 'Opinion · 4 min read'],
  ['Inside the new library', 'Quiet rooms, makerspaces and a roof garden.', 'Local · 6 min read'],
  ['The week in pictures', 'Our photographers’ best shots.', 'Photos · 2 min read'],
]);

export const GROCERIES = items([
  ['Organic Fuji apples', 'Crisp and sweet, from Washington growers.', '$3.49 / lb'],
  ['Sourdough boule', 'Baked in store every morning.', '$6.99'],
  ['Cold brew coffee', 'Slow-steeped for 18 hours.', '$4.29'],
  ['Wild salmon fillet', 'Line-caught Alaskan sockeye.', '$14.99 / lb'],
  ['Avocados, bag of 4', 'Ripe and ready this week.', '$5.99'],
  ['Oat milk', 'Barista edition, 64 oz.', '$4.49'],
  ['Free-range eggs', 'A dozen from pasture-raised hens.', '$5.79'],
  ['Heirloom tomatoes', 'Mixed colours, farm-fresh.', '$4.99 / lb'],
  ['Greek yogurt', 'Plain, whole milk, 32 oz.', '$5.49'],
  ['Dark chocolate bar', '72% cocoa, fair trade.', '$3.99'],
  ['Local honey', 'Raw wildflower honey, 16 oz.', '$9.99'],
  ['Meal kit: tacos', 'Serves four, ready in 25 minutes.', '$24.99'],
]);

export const FURNITURE = items([
  ['Harbor sofa', 'Deep seats, performance linen, 3 colors.', '$1,899'],
  ['Oak dining table', 'Solid white oak, seats eight.', '$2,450'],
  ['Cane lounge chair', 'Hand-woven rattan on a walnut frame.', '$749'],
  ['Platform bed', 'Low profile, no box spring needed.', '$1,290'],
  ['Modular shelving', 'Powder-coated steel, add as you go.', '$560'],
  ['Wool area rug', 'Hand-tufted, 8 × 10 ft.', '$980'],
  ['Arc floor lamp', 'Marble base, dimmable.', '$430'],
  ['Sideboard', 'Walnut veneer, push-to-open doors.', '$1,150'],
  ['Outdoor sectional', 'Teak and all-weather cushions.', '$3,200'],
  ['Desk chair', 'Ergonomic, breathable mesh.', '$495'],
  ['Nightstand pair', 'Two drawers each, soft close.', '$620'],
  ['Linen bedding set', 'Stonewashed, queen.', '$289'],
]);

export const LISTINGS = items([
  ['3 bed craftsman in Oakridge', '1,850 sq ft, garden, garage.', '$1,245,000'],
  ['Downtown loft', 'Exposed brick, 2 bed, 1.5 bath.', '$865,000'],
  ['Hillside view home', '4 bed, deck with bay views.', '$1,980,000'],
  ['Starter condo', '1 bed near the light rail.', '$489,000'],
  ['Ranch on an acre', 'Horse-ready, 3 bed.', '$1,150,000'],
  ['Townhouse in Mill Valley', 'End unit, 3 levels.', '$1,395,000'],
  ['Beach cottage', '2 bed, steps to the sand.', '$1,690,000'],
  ['Duplex investment', 'Two 2-bed units, fully rented.', '$1,120,000'],
  ['Modern farmhouse', 'New build, 5 bed, solar.', '$2,250,000'],
  ['Studio in North Beach', 'Renovated, rooftop access.', '$399,000'],
  ['Lakefront cabin', 'Dock, wood stove, 2 bed.', '$740,000'],
  ['Victorian flat', 'Bay windows, 2 bed.', '$1,050,000'],
]);

export const STUDIO_PROJECTS = items([
  ['Harbour library', 'A reading room cantilevered over the quay.', 'Public · 2024'],
  ['Pine house', 'A timber family home in the forest.', 'Residential · 2023'],
  ['School of music', 'Rehearsal rooms around a courtyard.', 'Education · 2022'],
  ['Riverside offices', 'Adaptive reuse of a 1920s warehouse.', 'Workplace · 2023'],
  ['Chapel of light', 'A small chapel in rammed earth.', 'Sacred · 2021'],
  ['Market hall', 'A roof of glulam arches.', 'Public · 2020'],
  ['Stone cottage', 'A ruin turned into a holiday home.', 'Residential · 2022'],
  ['Climbing centre', 'Walls, café and a roof terrace.', 'Sport · 2024'],
  ['Ferry terminal', 'Waiting rooms with a view.', 'Infrastructure · 2019'],
  ['Courtyard housing', '32 homes around shared gardens.', 'Housing · 2023'],
  ['Garden pavilion', 'A tea house on a lake.', 'Landscape · 2021'],
  ['Museum extension', 'A new wing in brick and bronze.', 'Culture · 2025'],
]);

export const YOGA_CLASSES = items([
  ['Morning flow', 'Vinyasa to wake up, all levels.', 'Mon–Fri · 7:00'],
  ['Yin and restore', 'Long holds and breathing.', 'Tue, Thu · 19:30'],
  ['Beginners course', 'Six weeks of foundations.', 'Starts monthly'],
  ['Power yoga', 'Strong, sweaty, 60 minutes.', 'Mon, Wed · 18:00'],
  ['Prenatal yoga', 'Gentle practice for every trimester.', 'Sat · 10:00'],
  ['Meditation', 'Guided sits for busy minds.', 'Sun · 9:00'],
  ['Ashtanga Mysore', 'Self-practice with adjustments.', 'Daily · 6:30'],
  ['Yoga for runners', 'Hips, hamstrings and balance.', 'Wed · 7:30'],
  ['Aerial yoga', 'Inversions in a silk hammock.', 'Fri · 17:00'],
  ['Kids yoga', 'Play and movement, ages 5–10.', 'Sat · 11:30'],
  ['Pilates mat', 'Core strength and posture.', 'Tue · 12:15'],
  ['Teacher training', '200-hour certified programme.', 'Autumn intake'],
]);
