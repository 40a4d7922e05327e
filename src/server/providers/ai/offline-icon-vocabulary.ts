/**
 * The offline icon's vocabulary (data; decision 015): the words creators type in a title or a
 * prompt, each with the lucide icons a thumbnail designer would reach for, best first. A word here
 * speaks only for its own icons, never through lucide's tags ('crash' is a falling chart, not a
 * server; 'ring' in 'Elden Ring' is no doughnut). Nouns that name a thing are THINGS; words that
 * only set a mood are MOODS and weigh less than a category's own icon, so 'hot' or 'viral' never
 * turns a burger and a horror story into the same flame.
 */
export const THINGS: Record<string, readonly string[]> = {
  // Money
  money: ['circle-dollar-sign', 'banknote'],
  cash: ['banknote', 'circle-dollar-sign'],
  rich: ['circle-dollar-sign', 'gem'],
  income: ['circle-dollar-sign'],
  profit: ['circle-dollar-sign', 'trending-up'],
  earn: ['circle-dollar-sign'],
  salary: ['circle-dollar-sign'],
  dollar: ['circle-dollar-sign'],
  $: ['circle-dollar-sign'],
  '€': ['circle-euro'],
  '£': ['circle-pound-sterling'],
  crypto: ['bitcoin'],
  stock: ['trending-up'],
  invest: ['trending-up', 'piggy-bank'],
  investing: ['trending-up', 'piggy-bank'],
  saving: ['piggy-bank'],
  budget: ['piggy-bank', 'wallet'],
  crash: ['trending-down'],
  // Games
  game: ['gamepad-2', 'joystick'],
  gaming: ['gamepad-2', 'joystick'],
  gamer: ['gamepad-2', 'joystick'],
  gameplay: ['gamepad-2'],
  controller: ['gamepad-2'],
  console: ['gamepad-2'],
  boss: ['swords', 'skull'],
  sword: ['sword', 'swords'],
  knight: ['sword', 'shield'],
  dragon: ['flame', 'swords'],
  minecraft: ['pickaxe', 'box'],
  fortnite: ['crosshair', 'gamepad-2'],
  zelda: ['sword', 'shield'],
  pokemon: ['gamepad-2', 'sparkles'],
  speedrun: ['timer', 'gamepad-2'],
  shooter: ['crosshair', 'target'],
  sniper: ['crosshair', 'target'],
  // Food
  burger: ['hamburger', 'utensils'],
  hamburger: ['hamburger', 'utensils'],
  pizza: ['pizza', 'utensils'],
  food: ['utensils', 'chef-hat'],
  meal: ['utensils', 'chef-hat'],
  recipe: ['chef-hat', 'utensils'],
  cook: ['chef-hat', 'cooking-pot'],
  cooking: ['chef-hat', 'cooking-pot'],
  chef: ['chef-hat'],
  steak: ['beef', 'utensils'],
  chicken: ['drumstick', 'utensils'],
  sourdough: ['croissant', 'wheat'],
  bread: ['croissant', 'wheat'],
  cake: ['cake', 'cake-slice'],
  dessert: ['cake-slice', 'ice-cream-cone'],
  coffee: ['coffee'],
  sushi: ['fish', 'utensils'],
  // Fear and stories
  horror: ['ghost', 'skull'],
  scary: ['ghost', 'skull'],
  haunted: ['ghost', 'skull'],
  ghost: ['ghost'],
  creepy: ['skull', 'ghost'],
  zombie: ['skull', 'biohazard'],
  murder: ['skull', 'search'],
  crime: ['search', 'fingerprint-pattern'],
  // Animals
  dog: ['dog', 'paw-print'],
  puppy: ['dog', 'paw-print'],
  cat: ['cat', 'paw-print'],
  kitten: ['cat', 'paw-print'],
  pet: ['paw-print', 'dog'],
  animal: ['paw-print'],
  bird: ['bird'],
  fish: ['fish'],
  rabbit: ['rabbit'],
  // Fitness and sport
  workout: ['dumbbell', 'flame'],
  gym: ['dumbbell'],
  muscle: ['dumbbell', 'biceps-flexed'],
  abs: ['dumbbell', 'biceps-flexed'],
  run: ['footprints', 'timer'],
  running: ['footprints', 'timer'],
  marathon: ['footprints', 'medal'],
  football: ['volleyball', 'trophy'],
  soccer: ['volleyball', 'trophy'],
  basketball: ['volleyball', 'trophy'],
  goal: ['goal', 'trophy'],
  win: ['trophy', 'medal'],
  winner: ['trophy', 'medal'],
  victory: ['trophy', 'medal'],
  champion: ['trophy', 'crown'],
  // Tech and science
  ai: ['bot', 'brain'],
  chatgpt: ['bot'],
  gpt: ['bot'],
  robot: ['bot'],
  iphone: ['smartphone'],
  phone: ['smartphone'],
  laptop: ['laptop'],
  space: ['rocket', 'orbit'],
  planet: ['orbit', 'earth'],
  hole: ['orbit'],
  brain: ['brain'],
  // Music
  music: ['headphones', 'guitar'],
  song: ['mic-vocal', 'headphones'],
  sing: ['mic-vocal'],
  singing: ['mic-vocal'],
  singer: ['mic-vocal'],
  vocal: ['mic-vocal'],
  guitar: ['guitar'],
  // Places and travel
  city: ['building', 'building-complex'],
  travel: ['plane', 'map'],
  trip: ['plane', 'map'],
  vacation: ['tree-palm', 'plane'],
  beach: ['tree-palm', 'sun'],
  forest: ['trees'],
  wood: ['trees'],
  japan: ['mountain-snow', 'plane'],
  moving: ['truck', 'package-open'],
  box: ['package-open'],
  house: ['house'],
  home: ['house'],
  // Looks
  makeup: ['sparkles', 'brush'],
  skincare: ['sparkles', 'droplet'],
  hair: ['scissors', 'sparkles'],
  fashion: ['shirt', 'sparkles'],
  outfit: ['shirt'],
  // Films and books
  movie: ['clapperboard', 'popcorn'],
  film: ['clapperboard', 'film'],
  cinema: ['popcorn', 'clapperboard'],
  book: ['book-open'],
  novel: ['book-open'],
  // Making things
  shelf: ['hammer', 'drill'],
  diy: ['hammer', 'wrench'],
  build: ['hammer', 'wrench'],
  paint: ['paintbrush', 'palette'],
  // The rest
  party: ['party-popper'],
  election: ['vote'],
  vote: ['vote'],
  versus: ['swords'],
  battle: ['swords'],
  fight: ['swords'],
  war: ['swords', 'shield'],
  secret: ['key-round', 'lock'],
  mystery: ['circle-question-mark', 'search'],
  baby: ['baby'],
  car: ['car-front', 'car'],
  watch: ['watch'],
}

/** Titles and names of two or more words, matched before the words are split. */
export const PHRASES: Record<string, readonly string[]> = {
  'elden ring': ['swords', 'gamepad-2'],
  'dark souls': ['swords', 'skull'],
  'call of duty': ['crosshair', 'gamepad-2'],
  'grand theft auto': ['car-front', 'gamepad-2'],
  'black hole': ['orbit'],
  'ice cream': ['ice-cream-cone'],
  'hot dog': ['hamburger', 'utensils'],
  'true crime': ['fingerprint-pattern', 'search'],
}

/** Words that set a mood but name nothing: a weak vote, below a category's own icon. */
export const MOODS: Record<string, string> = {
  viral: 'flame',
  hot: 'flame',
  fire: 'flame',
  love: 'heart',
  funny: 'face-grinning',
  funniest: 'face-grinning',
  prank: 'face-grinning',
  laugh: 'face-grinning',
  joke: 'face-grinning',
  growth: 'trending-up',
  fast: 'zap',
}

/**
 * Icons that draw a letter, a glyph or a typographic mark: at 168×94 beside the title they read as
 * one more letter of it (a 'B' beside 'Elden Ring'), so tags never lead to them. The vocabulary
 * may still name a currency coin, which reads as money.
 */
export const LETTERLIKE =
  /^(a-|ampersand|asterisk|at-sign|baseline|bold|braces|brackets|case-|code|euro$|hash|heading|indian-rupee|italic|japanese-yen|languages|letter|ligature|omega|parentheses|percent|philippine-peso|pi$|pilcrow|pound-sterling|quote|radical|regex|remove-formatting|russian-ruble|saudi-riyal|sigma|signature|spell-check|square-(function|m|pi|pilcrow|percent|parking)|strikethrough|subscript|superscript|swiss-franc|text-|turkish-lira|type|underline|variable|whole-word|badge-(cent|dollar-sign|euro|indian-rupee|japanese-yen|percent|pound-sterling|russian-ruble|swiss-franc|turkish-lira)|circle-parking|parking|bitcoin|tally|binary|decimals|sheet|table|rectangle-ellipsis)/
