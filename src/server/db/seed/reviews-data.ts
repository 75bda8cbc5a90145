/** Reviewer accounts (no password: nobody can sign in to them) and French review comments. */

export const reviewerNames: ReadonlyArray<readonly [string, string]> = [
  ['Awa', 'Koné'], ['Moussa', 'Diop'], ['Fatou', 'Ndiaye'], ['Koffi', 'Yao'], ['Aminata', 'Sawadogo'],
  ['Jean-Paul', 'Mbarga'], ['Nadège', 'Ngo Bassa'], ['Salif', 'Ouédraogo'], ['Afi', 'Amegah'], ['Komi', 'Agbeko'],
  ['Rachida', 'Adjovi'], ['Sènan', 'Hounkpatin'], ['Mariam', 'Traoré'], ['Ibrahima', 'Sow'], ['Adjoua', 'Kouassi'],
  ['Serge', 'Ekwalla'], ['Clarisse', 'Tchoupo'], ['Boubacar', 'Compaoré'], ['Aïcha', 'Zongo'], ['Yves', 'Kodjo'],
  ['Mireille', 'Dossou'], ['Cheikh', 'Fall'], ['Rokhaya', 'Sarr'], ['Didier', 'Gnagne'], ['Esther', 'Ahouansou'],
  ['Hervé', 'Nkoulou'], ['Prisca', 'Ama'], ['Ousmane', 'Kaboré'], ['Edem', 'Lawson'], ['Marie-Claire', 'Essomba'],
];

/** ASCII e-mail from a name: "Nadège Ngo Bassa" → nadege.ngobassa.reviews@example.com. */
export function reviewerEmail(first: string, last: string): string {
  const clean = (part: string) => part.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z]/g, '');
  return `${clean(first)}.${clean(last)}.reviews@example.com`;
}

/** Comments by rating; some get a note naming one of the restaurant's dishes (see `dishNote`). */
export const reviewComments: Record<number, readonly string[]> = {
  5: [
    'Tout était parfait, on reviendra avec toute la famille !',
    'Accueil chaleureux, service rapide et une cuisine comme à la maison.',
    'Meilleure adresse du quartier, les portions sont généreuses.',
    'Cadre magnifique, personnel aux petits soins.',
    'Réservation simple, table prête à l’heure, plats délicieux. Rien à redire.',
    'On a fêté un anniversaire ici, l’équipe a été formidable.',
  ],
  4: [
    'Très bonne cuisine, portions généreuses. Un peu d’attente le samedi soir.',
    'Bonne cuisine et prix corrects, l’adresse mérite le détour.',
    'Service souriant, plats savoureux. La climatisation pourrait être plus forte.',
    'Très bon repas, le dessert un cran en dessous.',
    'Belle découverte, on reviendra goûter le reste de la carte.',
  ],
  3: [
    'Correct sans plus, ça manquait un peu de piment.',
    'Bon accueil mais beaucoup d’attente pour être servis.',
    'Bon dans l’ensemble, mais la livraison est arrivée tiède.',
  ],
  2: [
    'Déçu cette fois : plat trop salé et service débordé.',
    'Attente de plus d’une heure malgré la réservation.',
  ],
  1: ['Commande incomplète et personne pour répondre au téléphone.'],
};

export function dishNote(rating: number, dishName: string): string {
  return rating >= 4 ? ` Coup de cœur : ${dishName}.` : ` À revoir : ${dishName}.`;
}

/** Weighted toward good ratings, as on any live listing: 5 ≈ 40 %, 4 ≈ 35 %, 3 ≈ 17 %. */
export function pickRating(roll: number): number {
  if (roll < 0.4) return 5;
  if (roll < 0.75) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.98) return 2;
  return 1;
}
