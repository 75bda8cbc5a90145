/**
 * Credits of every photo shipped in public/images/photos/ (from /work/shared/photos/photos.json),
 * for the credits page. CC BY-SA 4.0 photos must be credited (author, licence, source) and
 * their resized copies stay under CC BY-SA 4.0; Pexels and Unsplash photos need no credit,
 * but we list them too. Generated illustrations (public/images/generated/) are our own work.
 */

export type PhotoLicence = 'cc-by-sa-4.0' | 'pexels' | 'unsplash';

export interface PhotoCredit {
  /** File stem, e.g. "dish-poulet-dg-1". */
  name: string;
  /** The original's title or description, in English as published. */
  title: string;
  author: string;
  licence: PhotoLicence;
  /** The licence's own name, not translated: "CC BY-SA 4.0", "Pexels License", "Unsplash License". */
  licenceName: string;
  licenceUrl: string;
  /** Where the original was published (or, for the Drupal demo photos, the file in its repository). */
  sourceUrl: string;
  /** The public repository the file was taken from. */
  repository: string;
  /** Public path of the full-size WebP (at most 1200 px wide). */
  file: string;
  /** Public path of the 400 px wide WebP. */
  thumbnailFile: string;
  /** Pixel size of `file`, "WIDTHxHEIGHT". */
  size: string;
  /** What was changed from the original (CC BY-SA asks to say so). */
  changes: string;
}

export const photoCredits: readonly PhotoCredit[] = [
  {
    name: 'dish-quiche-mediterranean-1', title: 'Mediterranean quiche', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/mediterranean-quiche-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-quiche-mediterranean-1.webp', thumbnailFile: '/images/photos/dish-quiche-mediterranean-1-400w.webp', size: '768x511', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-pizza-1', title: 'Pizza', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/pizza-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-pizza-1.webp', thumbnailFile: '/images/photos/dish-pizza-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-thai-green-curry-1', title: 'Thai green curry', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/thai-green-curry-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-thai-green-curry-1.webp', thumbnailFile: '/images/photos/dish-thai-green-curry-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-pasta-bake-1', title: 'Veggie pasta bake', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/veggie-pasta-bake-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-pasta-bake-1.webp', thumbnailFile: '/images/photos/dish-pasta-bake-1-400w.webp', size: '768x511', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-pasta-bake-2', title: 'Veggie pasta bake (wide)', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/veggie-pasta-bake-hero-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-pasta-bake-2.webp', thumbnailFile: '/images/photos/dish-pasta-bake-2-400w.webp', size: '1200x628', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-watercress-soup-1', title: 'Watercress soup', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/watercress-soup-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-watercress-soup-1.webp', thumbnailFile: '/images/photos/dish-watercress-soup-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-oatmeal-berries-1', title: 'Oatmeal with fruit and syrup', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/oatmeal-fruit-syrup-topping.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dish-oatmeal-berries-1.webp', thumbnailFile: '/images/photos/dish-oatmeal-berries-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'ingredients-peppers-onions-chopped-1', title: 'Chopped peppers and onions', author: 'Elliot Ward', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/chili-sauce-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/ingredients-peppers-onions-chopped-1.webp', thumbnailFile: '/images/photos/ingredients-peppers-onions-chopped-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'ingredients-heritage-carrots-1', title: 'Heritage carrots', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/heritage-carrots.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/ingredients-heritage-carrots-1.webp', thumbnailFile: '/images/photos/ingredients-heritage-carrots-1-400w.webp', size: '768x511', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'ingredients-fresh-herbs-1', title: 'Fresh herbs', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/home-grown-herbs.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/ingredients-fresh-herbs-1.webp', thumbnailFile: '/images/photos/ingredients-fresh-herbs-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'ingredients-mushrooms-1', title: 'Mushrooms', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/mushrooms-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/ingredients-mushrooms-1.webp', thumbnailFile: '/images/photos/ingredients-mushrooms-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dessert-chocolate-brownie-1', title: 'Chocolate brownie', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/chocolate-brownie-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dessert-chocolate-brownie-1.webp', thumbnailFile: '/images/photos/dessert-chocolate-brownie-1-400w.webp', size: '768x511', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dessert-chocolate-nut-brownies-1', title: 'Chocolate and nut brownies', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/vegan-chocolate-nut-brownies.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dessert-chocolate-nut-brownies-1.webp', thumbnailFile: '/images/photos/dessert-chocolate-nut-brownies-1-400w.webp', size: '770x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dessert-chocolate-pieces-1', title: 'Chocolate pieces', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/vegan-chocolate.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dessert-chocolate-pieces-1.webp', thumbnailFile: '/images/photos/dessert-chocolate-pieces-1-400w.webp', size: '768x511', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dessert-crema-catalana-1', title: 'Crema catalana', author: 'Cristina Chumillas', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/crema-catalana-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dessert-crema-catalana-1.webp', thumbnailFile: '/images/photos/dessert-crema-catalana-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dessert-victoria-sponge-cake-1', title: 'Victoria sponge cake', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/victoria-sponge-umami.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/dessert-victoria-sponge-cake-1.webp', thumbnailFile: '/images/photos/dessert-victoria-sponge-cake-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'drink-mojito-mocktail-1', title: 'Mojito mocktail', author: 'Keith Jay', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://github.com/drupal/core/blob/401b0999cdb9e2ee91b7ec0c73acb254ad184c1f/profiles/demo_umami/modules/demo_umami_content/default_content/images/mojito-mocktail.jpg', repository: 'https://github.com/drupal/core',
    file: '/images/photos/drink-mojito-mocktail-1.webp', thumbnailFile: '/images/photos/drink-mojito-mocktail-1-400w.webp', size: '768x512', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped',
  },
  {
    name: 'dish-ndole-banane-plantain-1', title: 'Ndolé et banane bouillie', author: 'Fawaz.tairou', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Ndol%C3%A8_et_banane_bouillie.jpg', repository: 'https://github.com/clould-jess/globetrotter-capstone',
    file: '/images/photos/dish-ndole-banane-plantain-1.webp', thumbnailFile: '/images/photos/dish-ndole-banane-plantain-1-400w.webp', size: '960x1280', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped/resized to 960 px WebP by the repo author',
  },
  {
    name: 'dish-ndole-plantain-mur-2', title: 'Ndole and ripe plantains', author: 'Giftcup', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Ndole_and_Ripe_Plantains.jpg', repository: 'https://github.com/clould-jess/globetrotter-capstone',
    file: '/images/photos/dish-ndole-plantain-mur-2.webp', thumbnailFile: '/images/photos/dish-ndole-plantain-mur-2-400w.webp', size: '960x1275', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped/resized to 960 px WebP by the repo author',
  },
  {
    name: 'dish-poulet-dg-1', title: 'Poulet D.G du Chef Alex Bella Ola', author: 'MarieroseNN', licence: 'cc-by-sa-4.0', licenceName: 'CC BY-SA 4.0', licenceUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    sourceUrl: 'https://commons.wikimedia.org/wiki/File:Poulet_D.G_du_Chef_Alex_Bella_Ola.jpeg', repository: 'https://github.com/clould-jess/globetrotter-capstone',
    file: '/images/photos/dish-poulet-dg-1.webp', thumbnailFile: '/images/photos/dish-poulet-dg-1-400w.webp', size: '960x1108', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped/resized to 960 px WebP by the repo author',
  },
  {
    name: 'dish-seafood-noodle-soup-1', title: 'Cooked seafoods', author: 'T - N G U Y E N', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/cooked-seafoods-699953/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-seafood-noodle-soup-1.webp', thumbnailFile: '/images/photos/dish-seafood-noodle-soup-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-avocado-toast-poached-egg-1', title: 'Cooked food', author: 'Daria Shevtsova', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/cooked-food-704569/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-avocado-toast-poached-egg-1.webp', thumbnailFile: '/images/photos/dish-avocado-toast-poached-egg-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-poached-eggs-spinach-1', title: 'Plate of yellow food with green relish', author: 'Brett Jordan', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/plate-of-yellow-food-with-green-relish-2297961/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-poached-eggs-spinach-1.webp', thumbnailFile: '/images/photos/dish-poached-eggs-spinach-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-salad-bowl-seafood-1', title: 'Food plate salad', author: 'Kei Scampa', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/food-plate-salad-healthy-5514819/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-salad-bowl-seafood-1.webp', thumbnailFile: '/images/photos/dish-salad-bowl-seafood-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-corn-beans-salad-1', title: 'Corn and beans salad', author: 'Kei Scampa', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/food-healthy-dry-corn-5514818/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-corn-beans-salad-1.webp', thumbnailFile: '/images/photos/dish-corn-beans-salad-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-beef-rice-bowl-1', title: 'Beef rice bowl', author: 'Becerra Govea', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/food-wood-dry-dinner-5774008/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-beef-rice-bowl-1.webp', thumbnailFile: '/images/photos/dish-beef-rice-bowl-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-bibimbap-1', title: 'Green vegetables on a white plate', author: 'Becerra Govea', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/green-vegetable-on-white-ceramic-plate-5773968/', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-bibimbap-1.webp', thumbnailFile: '/images/photos/dish-bibimbap-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-fried-chicken-spicy-1', title: 'Fried chicken', author: 'Becerra Govea', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/photo/food-plate-healthy-restaurant-5773964', repository: 'https://github.com/CreativeNana/cpnt262-a4',
    file: '/images/photos/dish-fried-chicken-spicy-1.webp', thumbnailFile: '/images/photos/dish-fried-chicken-spicy-1-400w.webp', size: '1200x1200', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cut out as a round plate on white by the repo author',
  },
  {
    name: 'dish-grilled-salmon-1', title: 'Close-up of food', author: 'Sebastian Coman Photography', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/fr-fr/photo/photo-en-gros-plan-de-la-nourriture-3655916/', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/dish-grilled-salmon-1.webp', thumbnailFile: '/images/photos/dish-grilled-salmon-1-400w.webp', size: '480x480', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 480x480 by the repo author',
  },
  {
    name: 'dessert-apple-tart-1', title: 'Apple tart', author: 'Karen Laårk Boshoff', licence: 'pexels', licenceName: 'Pexels License', licenceUrl: 'https://www.pexels.com/license/',
    sourceUrl: 'https://www.pexels.com/fr-fr/photo/nourriture-aliments-dessert-sucre-13069484/', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/dessert-apple-tart-1.webp', thumbnailFile: '/images/photos/dessert-apple-tart-1-400w.webp', size: '480x480', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 480x480 by the repo author',
  },
  {
    name: 'dish-salmon-starter-1', title: 'Round white ceramic plate with lime on top', author: 'Wesual Click', licence: 'unsplash', licenceName: 'Unsplash License', licenceUrl: 'https://unsplash.com/license',
    sourceUrl: 'https://unsplash.com/photos/round-white-ceramic-plate-with-lime-on-top-DhLl68_M5k4', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/dish-salmon-starter-1.webp', thumbnailFile: '/images/photos/dish-salmon-starter-1-400w.webp', size: '320x320', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 320x320 by the repo author',
  },
  {
    name: 'dessert-raspberry-tart-1', title: 'Chocolate cupcake with berry toppings', author: 'Hisu lee', licence: 'unsplash', licenceName: 'Unsplash License', licenceUrl: 'https://unsplash.com/license',
    sourceUrl: 'https://unsplash.com/photos/photo-of-chocolate-cupcake-with-berry-toppings-on-white-ceramic-plate-JVK7ssGd1qc', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/dessert-raspberry-tart-1.webp', thumbnailFile: '/images/photos/dessert-raspberry-tart-1-400w.webp', size: '320x320', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 320x320 by the repo author',
  },
  {
    name: 'dessert-brownie-raspberries-1', title: 'Raspberries and chocolate cake', author: 'Anto Meneghini', licence: 'unsplash', licenceName: 'Unsplash License', licenceUrl: 'https://unsplash.com/license',
    sourceUrl: 'https://unsplash.com/photos/raspberries-and-chocolate-cake-in-plate-on-table-iPkY0inAV4I', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/dessert-brownie-raspberries-1.webp', thumbnailFile: '/images/photos/dessert-brownie-raspberries-1-400w.webp', size: '320x320', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 320x320 by the repo author',
  },
  {
    name: 'drink-white-wine-1', title: 'Clear wine glass on brown wooden table', author: 'Jp Valery', licence: 'unsplash', licenceName: 'Unsplash License', licenceUrl: 'https://unsplash.com/license',
    sourceUrl: 'https://unsplash.com/photos/clear-wine-glass-on-brown-wooden-table-XTYoDjmXRag', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/drink-white-wine-1.webp', thumbnailFile: '/images/photos/drink-white-wine-1-400w.webp', size: '320x320', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 320x320 by the repo author',
  },
  {
    name: 'drink-tea-service-1', title: 'Black ceramic teapot with cups', author: 'Alisher Sharip', licence: 'unsplash', licenceName: 'Unsplash License', licenceUrl: 'https://unsplash.com/license',
    sourceUrl: 'https://unsplash.com/photos/black-ceramic-teapot-with-cups-mumpl9-D7Uc', repository: 'https://github.com/Catevika/restaurantea',
    file: '/images/photos/drink-tea-service-1.webp', thumbnailFile: '/images/photos/drink-tea-service-1-400w.webp', size: '320x320', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: cropped to 320x320 by the repo author',
  },
  {
    name: 'terrace-rooftop-night-1', title: 'Brown wooden table and chairs set', author: 'Brands&People', licence: 'unsplash', licenceName: 'Unsplash License', licenceUrl: 'https://unsplash.com/license',
    sourceUrl: 'https://unsplash.com/photos/brown-wooden-table-and-chairs-set-en-u6xqnbsg', repository: 'https://github.com/Otegaa/marebella-hotel',
    file: '/images/photos/terrace-rooftop-night-1.webp', thumbnailFile: '/images/photos/terrace-rooftop-night-1-400w.webp', size: '1200x798', changes: 'Resized and re-encoded as WebP and AVIF, metadata stripped; upstream: resized to 1920 px by the repo author',
  },
];

/** True when the licence requires showing the credit line (attribution + share-alike). */
export function requiresAttribution(credit: PhotoCredit): boolean {
  return credit.licence === 'cc-by-sa-4.0';
}
