/**
 * Writes the generated SVG illustrations under public/images/generated/ and the logo under
 * public/images/brand/. Pure shapes and gradients with no text to translate (the logo is the
 * brand name); deterministic: re-running produces identical files.
 *
 *   tsx scripts/generate-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dishCatalogue } from '../src/server/db/seed/dish-catalogue';
import { VENUE_VARIANTS } from '../src/server/db/seed/images';
import { createRandom, hashString, type Random } from '../src/server/db/seed/prng';
import { foodCategoriesData } from '../src/server/db/seed/reference-data';

const root = path.resolve(process.cwd(), 'public/images');
const rng = (name: string): Random => createRandom(hashString(name));
const f = (n: number) => Math.round(n * 10) / 10;

function write(relative: string, svg: string): void {
  const file = path.join(root, relative);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${svg.replace(/\n\s*/g, '')}\n`);
}

const svg = (w: number, h: number, body: string, label = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img"${label ? ` aria-label="${label}"` : ''}>${body}</svg>`;
const linear = (id: string, a: string, b: string, vertical = true) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="${vertical ? 0 : 1}" y2="${vertical ? 1 : 0}"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;
const radial = (id: string, a: string, b: string) =>
  `<radialGradient id="${id}" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></radialGradient>`;

// ——— Dishes: a top-down plate on a wax-print tablecloth, or a glass / cup for drinks.

type Base = 'grain' | 'rice' | 'paste' | 'stew' | 'none';
type Main = 'fish' | 'chicken' | 'skewers' | 'plantain' | 'prawns' | 'beef' | 'fritters' | 'fries' | 'rolls' | 'oysters' | 'crab' | 'squid' | 'none';
type Special = 'pizza' | 'drink' | 'cup' | 'bowl' | 'burger' | 'wrap' | 'croissant' | 'toast';

interface DishSpec { bg: [string, string]; base?: [Base, string]; main?: Main; sauce?: string; garnish?: string[]; special?: Special; color?: string }

const CLOTH = {
  red: ['#b3412c', '#7c2418'], ochre: ['#d08a2e', '#9c5a14'], indigo: ['#2f4a7a', '#1b2b4d'], green: ['#3f7a4a', '#24502f'],
  teal: ['#2a7b7b', '#174f52'], plum: ['#7a3b5e', '#4d2139'], sand: ['#d9b98a', '#b08a55'], slate: ['#4a5560', '#2c343c'],
} as const satisfies Record<string, [string, string]>;

const ATTIEKE = '#f3ead2', RICE_RED = '#d9692e', RICE_WHITE = '#f7f4ec', YELLOW_PASTE = '#efd9a0', WHITE_PASTE = '#efe9dc';
const TOMATO = '#d8402a', ONION = '#efe1f0', CHILI = '#c4161c', HERB = '#4f8f3a', PALM = '#c8511b', PEANUT = '#b8763c', GREEN_SAUCE = '#4c6b2a', DARK = '#3b2a20';

export const dishSpecs: Record<string, DishSpec> = {
  'attieke-poisson': { bg: CLOTH.ochre, base: ['grain', ATTIEKE], main: 'fish', garnish: [TOMATO, ONION, CHILI] },
  'alloco-poulet': { bg: CLOTH.red, main: 'chicken', base: ['none', ''], garnish: ['plantain', ONION] },
  garba: { bg: CLOTH.green, base: ['grain', ATTIEKE], main: 'fish', garnish: [ONION, CHILI, CHILI] },
  kedjenou: { bg: CLOTH.sand, base: ['stew', '#b5552a'], main: 'chicken', garnish: [HERB] },
  'sauce-graine': { bg: CLOTH.plum, base: ['stew', PALM], main: 'beef', garnish: ['paste:' + YELLOW_PASTE] },
  placali: { bg: CLOTH.teal, base: ['stew', GREEN_SAUCE], main: 'crab', garnish: ['paste:' + WHITE_PASTE] },
  'sauce-arachide': { bg: CLOTH.ochre, base: ['stew', PEANUT], main: 'chicken', garnish: ['rice:' + RICE_WHITE] },
  alloco: { bg: CLOTH.red, main: 'plantain', garnish: ['egg', TOMATO] },
  claclo: { bg: CLOTH.indigo, main: 'fritters', color: '#c77a28' },
  degue: { bg: CLOTH.sand, special: 'bowl', color: '#f4ecd8', garnish: ['#e8c98a'] },
  thieboudienne: { bg: CLOTH.green, base: ['rice', RICE_RED], main: 'fish', garnish: ['#e07b2a', HERB, '#7d4b8a'] },
  'yassa-poulet': { bg: CLOTH.ochre, base: ['rice', RICE_WHITE], main: 'chicken', garnish: [ONION, ONION, '#f2c94c'] },
  'yassa-poisson': { bg: CLOTH.teal, base: ['rice', RICE_WHITE], main: 'fish', garnish: [ONION, ONION, '#7a9a3a'] },
  mafe: { bg: CLOTH.red, base: ['stew', PEANUT], main: 'beef', garnish: ['#e07b2a', '#f2c94c'] },
  thiou: { bg: CLOTH.indigo, base: ['stew', TOMATO], main: 'chicken', garnish: ['#e07b2a', HERB] },
  'soupou-kandia': { bg: CLOTH.sand, base: ['stew', '#7d7a22'], main: 'prawns', garnish: [PALM, HERB] },
  pastels: { bg: CLOTH.plum, main: 'fritters', color: '#d9a24a', garnish: [TOMATO] },
  accras: { bg: CLOTH.green, main: 'fritters', color: '#b86b22', garnish: [HERB] },
  thiakry: { bg: CLOTH.indigo, special: 'bowl', color: '#f6efe0', garnish: ['#7b4a2a'] },
  'jus-bouye': { bg: CLOTH.sand, special: 'drink', color: '#efe6d2' },
  'akassa-poisson': { bg: CLOTH.ochre, base: ['paste', WHITE_PASTE], main: 'fish', garnish: [TOMATO, CHILI] },
  amiwo: { bg: CLOTH.red, base: ['paste', '#d0672f'], main: 'chicken', garnish: [TOMATO, ONION] },
  'gboma-dessi': { bg: CLOTH.teal, base: ['stew', '#3f6a2a'], main: 'beef', garnish: ['paste:' + WHITE_PASTE] },
  ademe: { bg: CLOTH.green, base: ['stew', GREEN_SAUCE], main: 'fish', garnish: ['paste:' + YELLOW_PASTE] },
  fufu: { bg: CLOTH.plum, base: ['stew', PEANUT], main: 'beef', garnish: ['paste:' + '#f5efe0'] },
  wagasi: { bg: CLOTH.sand, main: 'fritters', color: '#e9b45c', garnish: [CHILI, ONION] },
  'ablo-crevettes': { bg: CLOTH.indigo, base: ['paste', WHITE_PASTE], main: 'prawns', garnish: [TOMATO, '#5a8f2f'] },
  koliko: { bg: CLOTH.red, main: 'fries', color: '#e2b255', garnish: [TOMATO] },
  'yovo-doko': { bg: CLOTH.ochre, main: 'fritters', color: '#d89a3a' },
  tchakpalo: { bg: CLOTH.sand, special: 'drink', color: '#e4cf9a' },
  eru: { bg: CLOTH.green, base: ['stew', '#2f5a22'], main: 'beef', garnish: ['paste:' + WHITE_PASTE] },
  mbongo: { bg: CLOTH.slate, base: ['stew', DARK], main: 'fish', garnish: ['plantain'] },
  koki: { bg: CLOTH.teal, main: 'fritters', color: '#c0622a', garnish: [HERB] },
  brochettes: { bg: CLOTH.slate, main: 'skewers', garnish: [ONION, CHILI] },
  'beignets-haricots': { bg: CLOTH.red, base: ['stew', '#8a3a24'], main: 'fritters', color: '#d99a45' },
  'jus-bissap': { bg: CLOTH.plum, special: 'drink', color: '#8e1238' },
  'riz-gras': { bg: CLOTH.ochre, base: ['rice', '#d98a3a'], main: 'beef', garnish: ['#e07b2a', HERB, '#f2c94c'] },
  'to-gombo': { bg: CLOTH.green, base: ['stew', GREEN_SAUCE], main: 'beef', garnish: ['paste:' + '#ded2b4'] },
  'poulet-braise': { bg: CLOTH.red, main: 'chicken', base: ['grain', ATTIEKE], garnish: [CHILI, ONION, '#f2c94c'] },
  babenda: { bg: CLOTH.teal, base: ['rice', '#6f8a3a'], main: 'fish', garnish: [HERB] },
  'poisson-braise': { bg: CLOTH.indigo, main: 'fish', base: ['none', ''], garnish: ['plantain', TOMATO, ONION] },
  'zoom-koom': { bg: CLOTH.ochre, special: 'drink', color: '#dcc48f' },
  gonre: { bg: CLOTH.sand, main: 'fritters', color: '#9c6b3a', garnish: [CHILI] },
  'cote-boeuf': { bg: CLOTH.slate, main: 'beef', garnish: ['fries', HERB] },
  gambas: { bg: CLOTH.teal, base: ['rice', RICE_WHITE], main: 'prawns', garnish: ['#f2d24c', HERB] },
  calamars: { bg: CLOTH.indigo, main: 'squid', garnish: ['#f2d24c'] },
  huitres: { bg: CLOTH.slate, main: 'oysters', garnish: ['#f2d24c'] },
  'crabe-farci': { bg: CLOTH.teal, main: 'crab', garnish: [HERB, '#f2d24c'] },
  frites: { bg: CLOTH.red, main: 'fries', color: '#f0c35a' },
  'pizza-reine': { bg: CLOTH.green, special: 'pizza', garnish: ['#e7a1a1', '#c9b48a'] },
  'pizza-poulet': { bg: CLOTH.red, special: 'pizza', garnish: ['#a5562a', '#7d3f8a', CHILI] },
  'pizza-fromages': { bg: CLOTH.ochre, special: 'pizza', garnish: ['#f6e7b0', '#e8d08a', '#ffffff'] },
  bruschetta: { bg: CLOTH.green, special: 'toast', garnish: [TOMATO, HERB] },
  tiramisu: { bg: CLOTH.sand, special: 'bowl', color: '#6b4028', garnish: ['#efe2c8'] },
  nems: { bg: CLOTH.teal, main: 'rolls', garnish: [HERB] },
  'riz-cantonais': { bg: CLOTH.red, base: ['rice', '#f2dd8f'], main: 'none', garnish: ['#6aa84f', '#e88a6a', '#f2c94c'] },
  'perles-coco': { bg: CLOTH.plum, main: 'fritters', color: '#fbf6ee', garnish: ['#f4c2d0'] },
  chawarma: { bg: CLOTH.ochre, special: 'wrap', color: '#e6c48a' },
  burger: { bg: CLOTH.red, special: 'burger' },
  tacos: { bg: CLOTH.slate, special: 'wrap', color: '#d8a862' },
  milkshake: { bg: CLOTH.ochre, special: 'drink', color: '#f6b73c' },
  'curry-legumes': { bg: CLOTH.green, base: ['stew', '#e0a43a'], main: 'none', garnish: ['#e07b2a', '#5a8f2f', '#f2e6c8'] },
  croissant: { bg: CLOTH.sand, special: 'croissant' },
  'salade-fruits': { bg: CLOTH.teal, special: 'bowl', color: '#f6c04a', garnish: ['#f08a24', '#e04a5a', '#7fb04a'] },
  'jus-gingembre': { bg: CLOTH.green, special: 'drink', color: '#f1d77a' },
  'cafe-touba': { bg: CLOTH.slate, special: 'cup', color: '#4a2c1a' },
  expresso: { bg: CLOTH.indigo, special: 'cup', color: '#3a2114' },
  'jus-orange': { bg: CLOTH.ochre, special: 'drink', color: '#f59a1c' },
  eau: { bg: CLOTH.teal, special: 'drink', color: '#cfe8f3' },
  soda: { bg: CLOTH.red, special: 'drink', color: '#5a2a14' },
};

function cloth([a, b]: [string, string], random: Random): string {
  let dots = '';
  for (let y = 30; y < 600; y += 60) for (let x = (y / 60) % 2 ? 30 : 60; x < 800; x += 60) {
    dots += `<circle cx="${x}" cy="${y}" r="${random.int(6, 11)}" fill="#fff" opacity="0.09"/><circle cx="${x}" cy="${y}" r="3" fill="#000" opacity="0.08"/>`;
  }
  return `<defs>${linear('bg', a, b)}${radial('plate', '#ffffff', '#e9e4da')}</defs><rect width="800" height="600" fill="url(#bg)"/>${dots}`;
}

const plate = () => `<ellipse cx="410" cy="318" rx="236" ry="236" fill="#000" opacity="0.22"/><circle cx="400" cy="300" r="232" fill="url(#plate)"/><circle cx="400" cy="300" r="184" fill="none" stroke="#d8d1c4" stroke-width="3"/>`;

function speckles(cx: number, cy: number, r: number, color: string, count: number, random: Random, size = 5): string {
  let out = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${color}"/>`;
  for (let i = 0; i < count; i += 1) {
    const a = random.next() * Math.PI * 2, d = Math.sqrt(random.next()) * (r - size);
    out += `<circle cx="${f(cx + Math.cos(a) * d)}" cy="${f(cy + Math.sin(a) * d)}" r="${f(size * (0.6 + random.next() * 0.6))}" fill="#fff" opacity="${f(0.25 + random.next() * 0.4)}"/>`;
  }
  return out;
}

function drawBase([kind, color]: [Base, string], random: Random): string {
  switch (kind) {
    case 'grain': return speckles(330, 300, 118, color, 140, random, 4);
    case 'rice': return speckles(330, 300, 122, color, 110, random, 6);
    case 'paste': return `<ellipse cx="320" cy="290" rx="95" ry="80" fill="${color}"/><ellipse cx="300" cy="270" rx="50" ry="30" fill="#fff" opacity="0.35"/>`;
    case 'stew': {
      let chunks = '';
      for (let i = 0; i < 9; i += 1) chunks += `<circle cx="${f(400 + (random.next() - 0.5) * 200)}" cy="${f(300 + (random.next() - 0.5) * 200)}" r="${random.int(8, 16)}" fill="#000" opacity="0.12"/>`;
      return `<circle cx="400" cy="300" r="150" fill="${color}"/><circle cx="400" cy="300" r="150" fill="none" stroke="#000" stroke-opacity="0.12" stroke-width="8"/>${chunks}`;
    }
    default: return '';
  }
}

function drawMain(main: Main, color: string | undefined, random: Random): string {
  switch (main) {
    case 'fish': return `<g transform="rotate(-18 450 300)"><ellipse cx="450" cy="300" rx="120" ry="52" fill="#b9772f"/><path d="M565 300 l60 -45 v90 z" fill="#9b5f22"/><circle cx="365" cy="288" r="8" fill="#2b1a10"/>${[400, 440, 480, 520].map((x) => `<path d="M${x} 258 q12 42 0 84" stroke="#5a3410" stroke-width="7" fill="none" opacity="0.6"/>`).join('')}</g>`;
    case 'chicken': return [0, 1, 2].map((i) => `<g transform="rotate(${-30 + i * 35} 470 300) translate(${i * 10} ${i * 8})"><ellipse cx="480" cy="250" rx="58" ry="40" fill="#b8581e"/><rect x="520" y="243" width="60" height="14" rx="7" fill="#f1e4cf"/><circle cx="585" cy="250" r="11" fill="#f1e4cf"/><path d="M445 240 q30 -18 60 0" stroke="#7a3410" stroke-width="6" fill="none" opacity="0.5"/></g>`).join('');
    case 'skewers': return [0, 1, 2].map((i) => `<g transform="rotate(${-20 + i * 8} 400 300) translate(0 ${(i - 1) * 70})"><line x1="210" y1="300" x2="600" y2="300" stroke="#c9a56a" stroke-width="6"/>${[260, 320, 380, 440, 500].map((x, k) => `<rect x="${x}" y="276" width="46" height="48" rx="10" fill="${k % 2 ? '#8a3b1c' : '#a64a22'}"/>`).join('')}</g>`).join('');
    case 'plantain': return Array.from({ length: 9 }, (_, i) => `<ellipse cx="${f(420 + Math.cos(i) * 90)}" cy="${f(300 + Math.sin(i * 1.7) * 90)}" rx="36" ry="20" transform="rotate(${i * 40} ${f(420 + Math.cos(i) * 90)} ${f(300 + Math.sin(i * 1.7) * 90)})" fill="#e39a2d" stroke="#b7651a" stroke-width="4"/>`).join('');
    case 'prawns': return Array.from({ length: 5 }, (_, i) => `<path d="M${440 + (i % 3) * 45} ${230 + i * 35} a40 40 0 1 1 0 2" fill="none" stroke="#ef7d4a" stroke-width="22" stroke-linecap="round"/>`).join('');
    case 'beef': return `<g transform="rotate(12 460 300)"><path d="M370 250 q90 -60 190 0 q40 60 -20 110 q-90 40 -170 -10 q-40 -50 0 -100z" fill="#7a2a1a"/>${[410, 450, 490, 530].map((x) => `<line x1="${x}" y1="250" x2="${x - 30}" y2="350" stroke="#3a140c" stroke-width="8" opacity="0.6"/>`).join('')}</g>`;
    case 'fritters': return Array.from({ length: 8 }, () => `<circle cx="${f(400 + (random.next() - 0.5) * 240)}" cy="${f(300 + (random.next() - 0.5) * 240)}" r="${random.int(30, 40)}" fill="${color ?? '#c77a28'}" stroke="#000" stroke-opacity="0.15" stroke-width="5"/>`).join('');
    case 'fries': return Array.from({ length: 22 }, () => { const x = f(300 + random.next() * 200), y = f(200 + random.next() * 200); return `<rect x="${x}" y="${y}" width="16" height="${random.int(70, 110)}" rx="4" transform="rotate(${random.int(-70, 70)} ${x} ${y})" fill="${color ?? '#f0c35a'}" stroke="#c8902a" stroke-width="2"/>`; }).join('');
    case 'rolls': return [0, 1, 2, 3].map((i) => `<rect x="300" y="${210 + i * 48}" width="200" height="40" rx="20" fill="#d49a48" stroke="#a86a22" stroke-width="4"/>`).join('');
    case 'oysters': return Array.from({ length: 6 }, (_, i) => { const a = (i / 6) * Math.PI * 2, x = f(400 + Math.cos(a) * 120), y = f(300 + Math.sin(a) * 120); return `<ellipse cx="${x}" cy="${y}" rx="55" ry="38" fill="#9aa3a6" stroke="#6d7578" stroke-width="5"/><ellipse cx="${x}" cy="${y}" rx="34" ry="22" fill="#efe9d9"/>`; }).join('');
    case 'crab': return `<ellipse cx="430" cy="300" rx="110" ry="80" fill="#d4552a"/><ellipse cx="430" cy="300" rx="70" ry="48" fill="#f2d6a2"/>${[-1, 1].map((s) => `<path d="M${430 + s * 100} ${300 - 40} q${s * 50} -60 ${s * 90} -30" stroke="#c04620" stroke-width="16" fill="none" stroke-linecap="round"/>`).join('')}`;
    case 'squid': return Array.from({ length: 10 }, () => `<circle cx="${f(400 + (random.next() - 0.5) * 230)}" cy="${f(300 + (random.next() - 0.5) * 230)}" r="28" fill="none" stroke="#e8b35a" stroke-width="16"/>`).join('');
    default: return '';
  }
}

function drawGarnish(items: string[], random: Random): string {
  return items.map((item, i) => {
    const a = -0.6 + i * 0.9 + random.next() * 0.3, x = f(400 + Math.cos(a) * 150), y = f(300 + Math.sin(a) * 150);
    if (item === 'plantain') return drawMain('plantain', undefined, random).replace(/cx="(\d+\.?\d*)"/g, (_, v) => `cx="${f(Number(v) - 150)}"`);
    if (item === 'fries') return `<g transform="translate(-120 40) scale(0.7)">${drawMain('fries', undefined, random)}</g>`;
    if (item === 'egg') return `<ellipse cx="${x}" cy="${y}" rx="62" ry="54" fill="#fffdf6"/><circle cx="${x}" cy="${y}" r="24" fill="#f4b41a"/>`;
    if (item.startsWith('paste:')) return `<ellipse cx="${x}" cy="${y}" rx="70" ry="58" fill="${item.slice(6)}" stroke="#000" stroke-opacity="0.08" stroke-width="4"/>`;
    if (item.startsWith('rice:')) return speckles(Number(x), Number(y), 70, item.slice(5), 40, random, 5);
    if (item === ONION) return `<circle cx="${x}" cy="${y}" r="26" fill="none" stroke="#d9b8de" stroke-width="7"/><circle cx="${x}" cy="${y}" r="14" fill="none" stroke="#d9b8de" stroke-width="5"/>`;
    if (item === CHILI) return `<path d="M${x} ${y} q30 -30 60 -6" stroke="${CHILI}" stroke-width="14" fill="none" stroke-linecap="round"/><circle cx="${x}" cy="${y}" r="6" fill="${HERB}"/>`;
    if (item === HERB) return Array.from({ length: 6 }, () => `<ellipse cx="${f(Number(x) + (random.next() - 0.5) * 70)}" cy="${f(Number(y) + (random.next() - 0.5) * 70)}" rx="11" ry="6" fill="${HERB}" transform="rotate(${random.int(0, 180)} ${x} ${y})"/>`).join('');
    return `<circle cx="${x}" cy="${y}" r="30" fill="${item}" stroke="#000" stroke-opacity="0.12" stroke-width="4"/><circle cx="${x}" cy="${y}" r="12" fill="#fff" opacity="0.3"/>`;
  }).join('');
}

function drawSpecial(spec: DishSpec, random: Random): string {
  const c = spec.color ?? '#c77a28';
  switch (spec.special) {
    case 'drink': return `<ellipse cx="410" cy="520" rx="120" ry="22" fill="#000" opacity="0.25"/><path d="M300 110 h200 l-26 400 h-148 z" fill="#ffffff" opacity="0.35"/><path d="M312 200 h176 l-20 300 h-136 z" fill="${c}"/>${[0, 1, 2].map((i) => `<rect x="${330 + i * 48}" y="${215 + (i % 2) * 26}" width="40" height="40" rx="6" fill="#fff" opacity="0.45" transform="rotate(${random.int(-20, 20)} ${350 + i * 48} ${235})"/>`).join('')}<rect x="430" y="60" width="14" height="260" rx="7" fill="#f2f2f2" transform="rotate(12 437 190)"/><path d="M300 110 h200" stroke="#fff" stroke-width="6" opacity="0.7"/>`;
    case 'cup': return `<circle cx="410" cy="315" r="170" fill="#000" opacity="0.2"/><circle cx="400" cy="300" r="165" fill="#f6f1e8"/><circle cx="400" cy="300" r="120" fill="#fff"/><circle cx="400" cy="300" r="100" fill="${c}"/><ellipse cx="380" cy="280" rx="40" ry="22" fill="#c89a6a" opacity="0.5"/><rect x="515" y="280" width="70" height="40" rx="20" fill="#fff"/>`;
    case 'bowl': return `${plate()}<circle cx="400" cy="300" r="150" fill="#fff" stroke="#e4ddd0" stroke-width="10"/><circle cx="400" cy="300" r="128" fill="${c}"/>${(spec.garnish ?? []).map((g) => Array.from({ length: 10 }, () => `<circle cx="${f(400 + (random.next() - 0.5) * 180)}" cy="${f(300 + (random.next() - 0.5) * 180)}" r="${random.int(8, 18)}" fill="${g}"/>`).join('')).join('')}`;
    case 'pizza': return `<circle cx="410" cy="315" r="240" fill="#000" opacity="0.22"/><circle cx="400" cy="300" r="235" fill="#c88a45"/><circle cx="400" cy="300" r="205" fill="#d8432c"/>${Array.from({ length: 14 }, () => `<circle cx="${f(400 + (random.next() - 0.5) * 300)}" cy="${f(300 + (random.next() - 0.5) * 300)}" r="${random.int(22, 34)}" fill="#fbf1d2"/>`).join('')}${(spec.garnish ?? []).map((g) => Array.from({ length: 7 }, () => `<circle cx="${f(400 + (random.next() - 0.5) * 300)}" cy="${f(300 + (random.next() - 0.5) * 300)}" r="${random.int(10, 16)}" fill="${g}"/>`).join('')).join('')}${[0, 60, 120].map((a) => `<line x1="400" y1="65" x2="400" y2="535" stroke="#a86a2a" stroke-width="4" opacity="0.5" transform="rotate(${a} 400 300)"/>`).join('')}`;
    case 'burger': return `${plate()}<path d="M270 260 q130 -150 260 0 z" fill="#d28a3a"/><rect x="260" y="262" width="280" height="26" rx="10" fill="#7ab648"/><rect x="262" y="288" width="276" height="36" rx="14" fill="#5a2e1a"/><rect x="266" y="322" width="268" height="16" rx="6" fill="#f5c542"/><path d="M270 338 h260 q0 50 -40 50 h-180 q-40 0 -40 -50z" fill="#d28a3a"/>${Array.from({ length: 7 }, () => `<ellipse cx="${f(320 + random.next() * 160)}" cy="${f(190 + random.next() * 50)}" rx="6" ry="3" fill="#f6e6c2"/>`).join('')}`;
    case 'wrap': return `${plate()}<g transform="rotate(-25 400 300)"><rect x="250" y="245" width="300" height="110" rx="55" fill="${c}"/><path d="M250 300 a55 55 0 0 1 55 -55 v110 a55 55 0 0 1 -55 -55z" fill="#7ab648"/><circle cx="290" cy="285" r="10" fill="${TOMATO}"/><circle cx="285" cy="318" r="9" fill="#b36a2a"/>${[320, 380, 440, 500].map((x) => `<line x1="${x}" y1="250" x2="${x - 20}" y2="350" stroke="#a06a2a" stroke-width="5" opacity="0.5"/>`).join('')}</g>`;
    case 'croissant': return `${plate()}<path d="M250 330 q150 -220 300 0 q-40 -20 -60 10 q-90 -90 -180 0 q-20 -30 -60 -10z" fill="#d9902e" stroke="#a5601a" stroke-width="5"/>${[320, 370, 420, 470].map((x) => `<path d="M${x} 230 q10 50 0 90" stroke="#a5601a" stroke-width="5" fill="none"/>`).join('')}`;
    case 'toast': return `${plate()}${[0, 1].map((i) => `<g transform="rotate(${-10 + i * 20} 400 300) translate(${i * 40 - 20} ${i * 90 - 50})"><rect x="260" y="230" width="260" height="90" rx="30" fill="#d7a258"/>${Array.from({ length: 9 }, () => `<circle cx="${f(285 + random.next() * 210)}" cy="${f(250 + random.next() * 50)}" r="${random.int(10, 15)}" fill="${random.chance(0.7) ? TOMATO : HERB}"/>`).join('')}</g>`).join('')}`;
    default: return '';
  }
}

export function drawDish(spec: DishSpec, random: Random): string {
  const body = spec.special
    ? drawSpecial(spec, random)
    : `${plate()}${spec.base ? drawBase(spec.base, random) : ''}${drawMain(spec.main ?? 'none', spec.color, random)}${drawGarnish(spec.garnish ?? [], random)}`;
  return svg(800, 600, `${cloth(spec.bg, random)}${body}`);
}

// ——— Venues: façades, dining rooms and terraces, in eight palettes.

const PALETTES: Array<{ wall: string; accent: string; warm: string; sky: [string, string] }> = [
  { wall: '#e8c9a0', accent: '#b3412c', warm: '#ffd27a', sky: ['#23395b', '#f2a65a'] },
  { wall: '#f1e3c8', accent: '#2a7b7b', warm: '#ffe08a', sky: ['#1b2b4d', '#e98b5d'] },
  { wall: '#d99a6c', accent: '#2f4a7a', warm: '#ffcf70', sky: ['#2c1e3f', '#f0845c'] },
  { wall: '#efd9b4', accent: '#3f7a4a', warm: '#ffd98a', sky: ['#19324a', '#f3b562'] },
  { wall: '#c98b5a', accent: '#7a3b5e', warm: '#ffc36b', sky: ['#231a33', '#e4725a'] },
  { wall: '#f4e8d6', accent: '#d08a2e', warm: '#fff0a8', sky: ['#14304a', '#f5a35c'] },
  { wall: '#b86b4b', accent: '#24502f', warm: '#ffd27a', sky: ['#2a2140', '#ee8b60'] },
  { wall: '#e6d2b5', accent: '#4a5560', warm: '#ffe29a', sky: ['#16283d', '#e9975e'] },
];

const palm = (x: number, y: number, s: number) => `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 0 q10 -120 -6 -240" stroke="#4a3222" stroke-width="14" fill="none"/>${[-150, -110, -60, -20, 20, 60].map((a) => `<path d="M-6 -240 q${f(Math.cos((a * Math.PI) / 180) * 60)} ${f(Math.sin((a * Math.PI) / 180) * 60 - 30)} ${f(Math.cos((a * Math.PI) / 180) * 130)} ${f(Math.sin((a * Math.PI) / 180) * 90 + 40)}" stroke="#2f6b3a" stroke-width="16" fill="none" stroke-linecap="round"/>`).join('')}</g>`;
const lamp = (x: number, warm: string) => `<line x1="${x}" y1="0" x2="${x}" y2="150" stroke="#3a2a20" stroke-width="3"/><path d="M${x - 40} 190 q40 -60 80 0z" fill="#3a2a20"/><circle cx="${x}" cy="196" r="60" fill="${warm}" opacity="0.22"/><circle cx="${x}" cy="192" r="10" fill="${warm}"/>`;
const tableSet = (x: number, y: number, s: number, cloth: string) => `<g transform="translate(${x} ${y}) scale(${s})"><rect x="-90" y="-14" width="180" height="16" rx="6" fill="${cloth}"/><rect x="-8" y="0" width="16" height="110" fill="#3a2a20"/><rect x="-150" y="-40" width="14" height="150" rx="4" fill="#5a3a26"/><rect x="-150" y="40" width="60" height="12" fill="#5a3a26"/><rect x="136" y="-40" width="14" height="150" rx="4" fill="#5a3a26"/><rect x="90" y="40" width="60" height="12" fill="#5a3a26"/><circle cx="-30" cy="-22" r="12" fill="#fff"/><circle cx="30" cy="-22" r="12" fill="#fff"/><rect x="-4" y="-50" width="8" height="30" fill="#ffe9b0"/></g>`;

export function drawVenue(kind: 'facade' | 'interior' | 'terrace', variant: number, random: Random): string {
  const p = PALETTES[(variant - 1) % PALETTES.length];
  if (kind === 'interior') {
    const art = Array.from({ length: 3 }, (_, i) => `<rect x="${180 + i * 320}" y="170" width="160" height="110" rx="6" fill="${i % 2 ? p.accent : '#fff'}" opacity="0.7"/><circle cx="${260 + i * 320}" cy="225" r="28" fill="${i % 2 ? '#fff' : p.accent}" opacity="0.6"/>`).join('');
    return svg(1200, 800, `<defs>${linear('w', p.wall, '#7a5238')}${linear('fl', '#7a4e32', '#3a2418')}</defs><rect width="1200" height="800" fill="url(#w)"/><rect y="520" width="1200" height="280" fill="url(#fl)"/>${art}${[200, 520, 840, 1100].map((x) => lamp(x, p.warm)).join('')}${tableSet(300, 560, 1.1, p.accent)}${tableSet(760, 600, 1.3, '#f4efe6')}${palm(1120, 560, 0.9)}${Array.from({ length: 30 }, () => `<circle cx="${random.int(0, 1200)}" cy="${random.int(0, 500)}" r="2" fill="${p.warm}" opacity="0.4"/>`).join('')}`);
  }
  if (kind === 'terrace') {
    const bulbs = Array.from({ length: 24 }, (_, i) => { const x = 20 + i * 50; const y = 120 + Math.sin((i / 23) * Math.PI) * 60; return `<circle cx="${x}" cy="${f(y)}" r="9" fill="${p.warm}"/><circle cx="${x}" cy="${f(y)}" r="22" fill="${p.warm}" opacity="0.2"/>`; }).join('');
    return svg(1200, 800, `<defs>${linear('s', p.sky[0], p.sky[1])}</defs><rect width="1200" height="800" fill="url(#s)"/><circle cx="900" cy="470" r="90" fill="#ffd98a" opacity="0.8"/><rect y="470" width="1200" height="90" fill="#1d3b57" opacity="0.8"/><path d="M0 120 q600 140 1200 0" stroke="#222" stroke-width="2" fill="none"/>${bulbs}<rect y="560" width="1200" height="240" fill="#5a3a26"/>${Array.from({ length: 12 }, (_, i) => `<rect x="${i * 100}" y="560" width="6" height="240" fill="#3a2418"/>`).join('')}${tableSet(330, 620, 1.2, '#f4efe6')}${tableSet(820, 640, 1.1, p.accent)}${palm(90, 620, 1.1)}${palm(1130, 640, 0.9)}`);
  }
  const windows = [0, 1, 2].map((i) => `<rect x="${220 + i * 280}" y="330" width="200" height="170" rx="8" fill="${p.warm}"/><rect x="${220 + i * 280}" y="330" width="200" height="170" rx="8" fill="none" stroke="#3a2a20" stroke-width="8"/><line x1="${320 + i * 280}" y1="330" x2="${320 + i * 280}" y2="500" stroke="#3a2a20" stroke-width="6"/>`).join('');
  const stripes = Array.from({ length: 16 }, (_, i) => `<path d="M${160 + i * 55} 250 h55 v40 q-27 24 -55 0z" fill="${i % 2 ? p.accent : '#fff'}"/>`).join('');
  return svg(1200, 800, `<defs>${linear('s', p.sky[0], p.sky[1])}</defs><rect width="1200" height="800" fill="url(#s)"/><rect x="140" y="120" width="920" height="560" fill="${p.wall}"/><rect x="140" y="110" width="920" height="24" fill="#3a2a20" opacity="0.6"/><rect x="140" y="160" width="920" height="60" fill="${p.accent}" opacity="0.85"/>${stripes}${windows}<rect x="540" y="540" width="120" height="140" fill="#3a2a20"/><rect y="680" width="1200" height="120" fill="#6b5a4a"/>${palm(90, 700, 1.3)}${palm(1110, 700, 1.1)}${[280, 920].map((x) => `<rect x="${x - 30}" y="620" width="60" height="60" rx="8" fill="#8a5a3a"/><circle cx="${x}" cy="600" r="40" fill="#3f7a4a"/>`).join('')}`);
}

// ——— Event banners, adverts, reward tiles.

const EVENT_SKY: Record<string, [string, string, string]> = {
  concert: ['#1b1035', '#6a1b4d', '#ffcc66'], wine: ['#2b0f1e', '#7a1f3d', '#f4d58d'], sunset: ['#1d3b57', '#f08a4b', '#ffd98a'],
  cooking: ['#3a1f12', '#b3412c', '#ffd27a'], feast: ['#10293b', '#2a7b7b', '#ffe08a'],
};

export function drawEvent(name: keyof typeof EVENT_SKY, random: Random): string {
  const [a, b, light] = EVENT_SKY[name];
  const stars = Array.from({ length: 60 }, () => `<circle cx="${random.int(0, 1600)}" cy="${random.int(0, 300)}" r="${f(1 + random.next() * 2)}" fill="#fff" opacity="${f(0.3 + random.next() * 0.6)}"/>`).join('');
  const garland = Array.from({ length: 32 }, (_, i) => { const x = 25 + i * 50, y = f(80 + Math.sin((i / 31) * Math.PI) * 70); return `<circle cx="${x}" cy="${y}" r="8" fill="${light}"/><circle cx="${x}" cy="${y}" r="20" fill="${light}" opacity="0.25"/>`; }).join('');
  const motif: Record<string, string> = {
    concert: [300, 520, 1080, 1300].map((x, i) => `<g transform="translate(${x} ${360 + (i % 2) * 40})"><ellipse cx="0" cy="0" rx="22" ry="16" fill="${light}"/><rect x="18" y="-90" width="6" height="90" fill="${light}"/><path d="M24 -90 q30 10 30 40" stroke="${light}" stroke-width="6" fill="none"/></g>`).join(''),
    wine: [640, 800, 960].map((x) => `<path d="M${x - 40} 300 h80 q0 90 -40 100 q-40 -10 -40 -100z" fill="#fff" opacity="0.85"/><path d="M${x - 34} 330 h68 q-4 60 -34 66 q-30 -6 -34 -66z" fill="#8e1238"/><rect x="${x - 3}" y="400" width="6" height="90" fill="#fff" opacity="0.85"/><rect x="${x - 30}" y="488" width="60" height="8" rx="4" fill="#fff" opacity="0.85"/>`).join(''),
    sunset: `<circle cx="800" cy="470" r="150" fill="${light}"/><rect y="470" width="1600" height="130" fill="#1d3b57"/>${[0, 1, 2, 3].map((i) => `<rect x="${640 + i * 20}" y="${490 + i * 22}" width="${320 - i * 40}" height="6" rx="3" fill="${light}" opacity="0.5"/>`).join('')}`,
    cooking: `<ellipse cx="800" cy="520" rx="260" ry="40" fill="#000" opacity="0.3"/><path d="M560 360 h480 v100 q0 80 -80 80 h-320 q-80 0 -80 -80z" fill="#2a2a2a"/><rect x="540" y="340" width="520" height="30" rx="14" fill="#3a3a3a"/>${[700, 800, 900].map((x) => `<path d="M${x} 320 q-30 -50 0 -100 q30 -50 0 -100" stroke="#fff" stroke-width="8" fill="none" opacity="0.35"/>`).join('')}`,
    feast: [420, 800, 1180].map((x) => `<circle cx="${x}" cy="460" r="110" fill="#f6f1e8"/><circle cx="${x}" cy="460" r="80" fill="${['#d9692e', '#b8763c', '#3f6a2a'][(x / 380) % 3 | 0]}"/>`).join(''),
  };
  return svg(1600, 600, `<defs>${linear('s', a, b)}</defs><rect width="1600" height="600" fill="url(#s)"/>${stars}<path d="M0 80 q800 140 1600 0" stroke="#000" stroke-width="2" fill="none" opacity="0.4"/>${garland}${motif[name]}`);
}

const ADVERT: Record<string, [string, string, Special | Main]> = {
  welcome: ['#b3412c', '#d08a2e', 'bowl'], seafood: ['#174f52', '#2a7b7b', 'prawns'], grill: ['#3a1f12', '#7c2418', 'skewers'],
  maquis: ['#9c5a14', '#d08a2e', 'fish'], events: ['#1b1035', '#6a1b4d', 'drink'],
};

export function drawAdvert(name: keyof typeof ADVERT, random: Random): string {
  const [a, b, motif] = ADVERT[name];
  const confetti = Array.from({ length: 40 }, () => `<rect x="${random.int(0, 1200)}" y="${random.int(0, 500)}" width="${random.int(6, 14)}" height="${random.int(10, 22)}" rx="3" fill="${random.pick(['#ffd27a', '#ffffff', '#f4a261', '#9be7c4'])}" opacity="0.6" transform="rotate(${random.int(0, 180)} 600 250)"/>`).join('');
  const spec: DishSpec = ['bowl', 'drink'].includes(motif)
    ? { bg: [a, b], special: motif as Special, color: motif === 'drink' ? '#8e1238' : '#f6c04a', garnish: ['#f08a24', '#e04a5a', '#7fb04a'] }
    : { bg: [a, b], main: motif as Main, base: ['grain', ATTIEKE], garnish: [TOMATO, ONION] };
  const dish = spec.special ? drawSpecial(spec, random) : `${plate()}${drawBase(spec.base!, random)}${drawMain(spec.main!, undefined, random)}${drawGarnish(spec.garnish!, random)}`;
  return svg(1200, 500, `<defs>${linear('bg', a, b, false)}${radial('plate', '#ffffff', '#e9e4da')}</defs><rect width="1200" height="500" fill="url(#bg)"/>${confetti}<circle cx="250" cy="250" r="330" fill="#fff" opacity="0.06"/><g transform="translate(620 -20) scale(0.9)">${dish}</g>`);
}

export function drawReward(name: 'coupon-amount' | 'coupon-percent' | 'dessert' | 'coffee'): string {
  const colors = { 'coupon-amount': ['#2a7b7b', '#174f52'], 'coupon-percent': ['#b3412c', '#7c2418'], dessert: ['#7a3b5e', '#4d2139'], coffee: ['#6b4028', '#3a2114'] }[name];
  const icon = {
    'coupon-amount': `<circle cx="300" cy="200" r="70" fill="#ffd27a"/><circle cx="300" cy="200" r="52" fill="none" stroke="#c8902a" stroke-width="8"/><circle cx="340" cy="230" r="55" fill="#ffe29a" stroke="#c8902a" stroke-width="6"/>`,
    'coupon-percent': `<circle cx="255" cy="155" r="30" fill="none" stroke="#fff" stroke-width="16"/><circle cx="345" cy="245" r="30" fill="none" stroke="#fff" stroke-width="16"/><line x1="350" y1="140" x2="250" y2="260" stroke="#fff" stroke-width="16" stroke-linecap="round"/>`,
    dessert: `<path d="M230 180 h140 l-20 90 h-100z" fill="#f6efe0"/><circle cx="300" cy="165" r="50" fill="#f4c2d0"/><circle cx="300" cy="110" r="14" fill="#c4161c"/>`,
    coffee: `<rect x="235" y="150" width="130" height="110" rx="20" fill="#f6f1e8"/><rect x="360" y="175" width="40" height="50" rx="20" fill="none" stroke="#f6f1e8" stroke-width="12"/><path d="M270 130 q-15 -25 0 -50 M310 130 q-15 -25 0 -50" stroke="#fff" stroke-width="7" fill="none" opacity="0.6"/>`,
  }[name];
  return svg(600, 400, `<defs>${linear('bg', colors[0], colors[1])}</defs><rect width="600" height="400" rx="28" fill="url(#bg)"/><circle cx="0" cy="200" r="34" fill="#fff" opacity="0.9"/><circle cx="600" cy="200" r="34" fill="#fff" opacity="0.9"/><line x1="60" y1="200" x2="150" y2="200" stroke="#fff" stroke-width="4" stroke-dasharray="10 10" opacity="0.5"/><line x1="450" y1="200" x2="540" y2="200" stroke="#fff" stroke-width="4" stroke-dasharray="10 10" opacity="0.5"/>${icon}`);
}

// ——— Category icons (256 × 256).

const CATEGORY_ICON: Record<string, [string, string]> = {
  ivoirien: ['#d08a2e', `<circle cx="128" cy="140" r="70" fill="#f6f1e8"/><circle cx="110" cy="140" r="40" fill="${ATTIEKE}" stroke="#e2d6b8" stroke-width="4"/><ellipse cx="150" cy="135" rx="36" ry="16" fill="#b9772f" transform="rotate(-20 150 135)"/>`],
  senegalais: ['#3f7a4a', `<circle cx="128" cy="140" r="70" fill="#f6f1e8"/><circle cx="128" cy="140" r="50" fill="${RICE_RED}"/><ellipse cx="128" cy="135" rx="30" ry="14" fill="#b9772f"/><circle cx="100" cy="160" r="10" fill="#e07b2a"/>`],
  camerounais: ['#2a7b7b', `<circle cx="128" cy="140" r="70" fill="#f6f1e8"/><circle cx="128" cy="140" r="50" fill="#3f6a2a"/>${[0, 1, 2].map((i) => `<ellipse cx="${105 + i * 22}" cy="${120 + i * 15}" rx="14" ry="8" fill="#e39a2d"/>`).join('')}`],
  'beninois-togolais': ['#b3412c', `<circle cx="128" cy="140" r="70" fill="#f6f1e8"/><ellipse cx="110" cy="140" rx="34" ry="28" fill="${WHITE_PASTE}" stroke="#ddd" stroke-width="3"/><circle cx="155" cy="140" r="26" fill="${TOMATO}"/>`],
  burkinabe: ['#9c5a14', `<circle cx="128" cy="140" r="70" fill="#f6f1e8"/><circle cx="128" cy="140" r="50" fill="#d98a3a"/><circle cx="110" cy="125" r="8" fill="#5a8f2f"/><circle cx="145" cy="150" r="8" fill="#f2c94c"/>`],
  grillades: ['#7c2418', `<line x1="50" y1="150" x2="206" y2="110" stroke="#c9a56a" stroke-width="6"/>${[70, 105, 140, 175].map((x, i) => `<rect x="${x}" y="${128 - i * 9}" width="26" height="28" rx="6" fill="${i % 2 ? '#8a3b1c' : '#a64a22'}"/>`).join('')}<path d="M70 190 q20 -20 10 -40 M128 195 q20 -20 10 -40 M180 190 q20 -20 10 -40" stroke="#ffb347" stroke-width="6" fill="none"/>`],
  'poissons-fruits-de-mer': ['#174f52', `<ellipse cx="120" cy="128" rx="64" ry="30" fill="#f2a65a"/><path d="M180 128 l34 -26 v52z" fill="#e08a3a"/><circle cx="82" cy="122" r="6" fill="#2b1a10"/>`],
  'fast-food': ['#b3412c', `<path d="M70 120 q58 -70 116 0z" fill="#f0b45a"/><rect x="66" y="120" width="124" height="14" rx="6" fill="#7ab648"/><rect x="68" y="134" width="120" height="20" rx="8" fill="#5a2e1a"/><path d="M70 154 h116 q0 24 -20 24 h-76 q-20 0 -20 -24z" fill="#f0b45a"/>`],
  pizza: ['#3f7a4a', `<path d="M128 50 l70 140 q-70 30 -140 0z" fill="#f0c35a"/><path d="M128 70 l56 112 q-56 22 -112 0z" fill="#d8432c"/>${[[120, 120], [140, 150], [110, 165]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="10" fill="#fbf1d2"/>`).join('')}`],
  asiatique: ['#7a3b5e', `<path d="M60 130 h136 q0 60 -68 60 q-68 0 -68 -60z" fill="#f6f1e8"/><ellipse cx="128" cy="130" rx="68" ry="12" fill="#f2dd8f"/><line x1="150" y1="60" x2="110" y2="125" stroke="#c9a56a" stroke-width="6"/><line x1="170" y1="64" x2="124" y2="125" stroke="#c9a56a" stroke-width="6"/>`],
  vegetarien: ['#24502f', `<path d="M128 200 q-70 -60 0 -140 q70 80 0 140z" fill="#7fb04a"/><path d="M128 200 v-130" stroke="#24502f" stroke-width="5"/>`],
  'patisserie-desserts': ['#7a3b5e', `<path d="M78 120 h100 l-14 70 h-72z" fill="#f6efe0"/><path d="M70 120 q58 -60 116 0z" fill="#f4c2d0"/><circle cx="128" cy="72" r="12" fill="#c4161c"/>`],
  'cafes-brunch': ['#6b4028', `<rect x="76" y="100" width="90" height="80" rx="16" fill="#f6f1e8"/><rect x="162" y="118" width="30" height="40" rx="15" fill="none" stroke="#f6f1e8" stroke-width="9"/><ellipse cx="121" cy="104" rx="38" ry="8" fill="#4a2c1a"/><path d="M105 86 q-10 -18 0 -36 M135 86 q-10 -18 0 -36" stroke="#fff" stroke-width="5" fill="none" opacity="0.6"/>`],
};

export function drawCategory(slug: string): string {
  const [color, icon] = CATEGORY_ICON[slug];
  return svg(256, 256, `<circle cx="128" cy="128" r="128" fill="${color}"/><circle cx="128" cy="128" r="112" fill="#fff" opacity="0.08"/>${icon}`);
}

// ——— Logo: a plate-and-fork mark and the wordmark (the brand name is not translated).

export function drawLogo(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 80" width="300" height="80" role="img" aria-label="Tablée"><title>Tablée</title><circle cx="40" cy="40" r="30" fill="#b3412c"/><circle cx="40" cy="40" r="19" fill="none" stroke="#fff8ee" stroke-width="3"/><path d="M34 26 v10 q0 5 6 5 q6 0 6 -5 v-10 M40 26 v28" stroke="#fff8ee" stroke-width="3" stroke-linecap="round" fill="none"/><circle cx="58" cy="18" r="5" fill="#d08a2e"/><text x="84" y="53" font-family="Georgia, 'Times New Roman', serif" font-size="40" font-weight="700" letter-spacing="0.5" fill="#2b1d16">Tabl<tspan fill="#b3412c">é</tspan>e</text></svg>`;
}

function main(): void {
  write('brand/logo.svg', drawLogo());
  const dishNames = new Set(
    Object.values(dishCatalogue)
      .map((dish) => dish.imageUrl as string)
      .filter((url) => url.startsWith('/images/generated/dishes/'))
      .map((url) => path.basename(url, '.svg')),
  );
  for (const name of dishNames) {
    const spec = dishSpecs[name];
    if (!spec) throw new Error(`No illustration spec for dish image "${name}"`);
    write(`generated/dishes/${name}.svg`, drawDish(spec, rng(name)));
  }
  for (const kind of ['facade', 'interior', 'terrace'] as const) {
    for (let variant = 1; variant <= VENUE_VARIANTS; variant += 1) write(`generated/venues/${kind}-${variant}.svg`, drawVenue(kind, variant, rng(`${kind}${variant}`)));
  }
  for (const name of ['concert', 'wine', 'sunset', 'cooking', 'feast'] as const) write(`generated/events/${name}.svg`, drawEvent(name, rng(name)));
  for (const name of ['welcome', 'seafood', 'grill', 'maquis', 'events'] as const) write(`generated/adverts/${name}.svg`, drawAdvert(name, rng(name)));
  for (const name of ['coupon-amount', 'coupon-percent', 'dessert', 'coffee'] as const) write(`generated/rewards/${name}.svg`, drawReward(name));
  for (const category of foodCategoriesData) write(`generated/categories/${category.slug}.svg`, drawCategory(category.slug));
  console.log(`Wrote ${dishNames.size} dishes, ${VENUE_VARIANTS * 3} venues, 5 events, 5 adverts, 4 rewards, ${foodCategoriesData.length} categories and the logo.`);
}

main();
