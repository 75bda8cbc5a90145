import type { THelpTopic } from '@/contracts/help-limits';

export interface HelpQuestionData {
  topic: THelpTopic;
  questionFr: string;
  questionEn: string;
  answerFr: string;
  answerEn: string;
}

/** The FAQ and help centre, by topic; each answer says how the app behaves today. */
export const helpQuestionsData: readonly HelpQuestionData[] = [
  // Booking
  {
    topic: 'reservations',
    questionFr: 'Comment réserver une table ?',
    questionEn: 'How do I book a table?',
    answerFr: 'Ouvrez la page du restaurant et touchez « Réserver une table ». Choisissez le jour, le nombre de personnes (jusqu’à 20) et une heure encore libre, puis « Réserver ». La table vous est retenue : vérifiez-la sur la page « Valider la réservation », puis « Confirmer la réservation ». Un e-mail de confirmation vous est envoyé. Il faut être connecté pour réserver.',
    answerEn: 'Open the restaurant’s page and tap “Book a table”. Choose the day, the party size (up to 20) and a time that is still free, then “Book”. The table is held for you: check it on the “Confirm the booking” page, then “Confirm the booking”. A confirmation e-mail is sent to you. You need to be signed in to book.',
  },
  {
    topic: 'reservations',
    questionFr: 'Ma table est « retenue » : qu’est-ce que cela veut dire ?',
    questionEn: 'My table is “held”: what does that mean?',
    answerFr: 'Dès que vous choisissez une heure, la table est bloquée pour vous pendant 15 minutes, le temps de pré-commander des plats et de confirmer. Chaque modification relance ces 15 minutes. Sans confirmation dans ce délai, la table est libérée pour les autres clients : il suffit alors de recommencer la réservation.',
    answerEn: 'As soon as you pick a time, the table is kept for you for 15 minutes, long enough to pre-order dishes and confirm. Every change restarts those 15 minutes. Without a confirmation in that time the table goes back to other diners: simply start the booking again.',
  },
  {
    topic: 'reservations',
    questionFr: 'Combien de temps à l’avance puis-je réserver ?',
    questionEn: 'How far ahead can I book?',
    answerFr: 'Chaque restaurant fixe ses règles : en général au moins une heure avant le repas, et jusqu’à plusieurs semaines à l’avance. Les heures proposées dans le formulaire de réservation sont exactement celles que vous pouvez réserver ; une heure grisée « Complet » n’a plus de table pour votre groupe.',
    answerEn: 'Each restaurant sets its own rules: usually at least one hour before the meal, and up to several weeks ahead. The times offered in the booking form are exactly the ones you can book; a time greyed out as “Full” has no table left for your party.',
  },
  {
    topic: 'reservations',
    questionFr: 'Nous sommes un grand groupe, aucune table ne convient. Que faire ?',
    questionEn: 'We are a large group and no table fits. What can we do?',
    answerFr: 'En ligne, une réservation va jusqu’à 20 personnes, sur une table que le restaurant peut attribuer à ce nombre. Si aucune heure n’est proposée pour votre groupe, appelez le restaurant : son numéro figure sur sa page, dans les informations pratiques. Il pourra souvent rapprocher plusieurs tables ou vous proposer un salon privé.',
    answerEn: 'Online, a booking takes up to 20 guests, at a table the restaurant can give to that many. If no time is offered for your group, call the restaurant: its number is on its page, under practical information. It can often put tables together or offer a private room.',
  },
  {
    topic: 'reservations',
    questionFr: 'Comment réserver pour un événement ?',
    questionEn: 'How do I book for an event?',
    answerFr: 'Ouvrez l’événement depuis la page Événements ou celle du restaurant, choisissez le nombre de places et réservez : la réservation commence à l’heure de l’événement. Si l’événement a un menu, vous pouvez pré-commander ses plats avant de confirmer. Un événement complet ne propose plus de places.',
    answerEn: 'Open the event from the Events page or the restaurant’s page, choose the number of seats and book: the booking starts when the event does. If the event has a menu, you can pre-order its dishes before confirming. A sold-out event offers no more seats.',
  },
  {
    topic: 'reservations',
    questionFr: 'Où retrouver mes réservations ?',
    questionEn: 'Where can I find my bookings?',
    answerFr: 'Dans Mon compte > Réservations : l’onglet « À venir » et l’onglet « Passées ». Chaque réservation affiche la date et l’heure du restaurant, la table, le nombre de personnes, les plats pré-commandés et ce que vous pouvez encore modifier.',
    answerEn: 'In My account > Reservations, under “Upcoming” and “Past”. Each booking shows the restaurant’s local date and time, the table, the party size, the pre-ordered dishes and what you can still change.',
  },
  {
    topic: 'reservations',
    questionFr: 'Vais-je recevoir un rappel avant mon repas ?',
    questionEn: 'Will I get a reminder before my meal?',
    answerFr: 'Oui. Vous recevez un e-mail de confirmation dès que la réservation est confirmée, puis un rappel par e-mail la veille, environ 24 heures avant l’heure réservée. Vérifiez vos courriers indésirables si vous ne les voyez pas.',
    answerEn: 'Yes. You get a confirmation e-mail as soon as the booking is confirmed, then a reminder e-mail the day before, about 24 hours ahead of the booked time. Check your spam folder if you cannot see them.',
  },
  {
    topic: 'reservations',
    questionFr: 'Je vais être en retard. Que faire ?',
    questionEn: 'I am going to be late. What should I do?',
    answerFr: 'Appelez le restaurant dès que possible : son numéro figure sur sa page, dans les informations pratiques. Chaque restaurant décide combien de temps il garde une table ; prévenu à temps, il s’arrange presque toujours.',
    answerEn: 'Call the restaurant as soon as you can: its number is on its page, under practical information. Each restaurant decides how long it keeps a table; told in time, it can almost always make it work.',
  },
  // Cancellation and changes
  {
    topic: 'cancellation',
    questionFr: 'Comment annuler ma réservation ?',
    questionEn: 'How do I cancel my booking?',
    answerFr: 'Ouvrez la réservation dans Mon compte > Réservations et touchez « Annuler la réservation ». L’annulation est gratuite jusqu’au délai fixé par le restaurant, indiqué sur la réservation (« Annulation gratuite jusqu’à … h avant ») : 2, 4 ou 24 heures selon l’établissement.',
    answerEn: 'Open the booking in My account > Reservations and tap “Cancel the booking”. Cancelling is free until the restaurant’s deadline, shown on the booking (“Free cancellation until … hours before”): 2, 4 or 24 hours depending on the venue.',
  },
  {
    topic: 'cancellation',
    questionFr: 'Puis-je changer l’heure, le jour ou le nombre de personnes ?',
    questionEn: 'Can I change the time, the day or the party size?',
    answerFr: 'Oui, avec « Modifier » sur la réservation, jusqu’au même délai que l’annulation gratuite. Le nouveau créneau doit avoir une table libre pour votre groupe ; sinon votre réservation reste telle qu’elle était.',
    answerEn: 'Yes, with “Modify” on the booking, until the same deadline as free cancellation. The new slot must have a free table for your party; otherwise your booking stays as it was.',
  },
  {
    topic: 'cancellation',
    questionFr: 'Le délai d’annulation est passé. Puis-je encore annuler ?',
    questionEn: 'The cancellation deadline has passed. Can I still cancel?',
    answerFr: 'Plus depuis l’application : passé le délai, seul le restaurant peut modifier ou annuler votre réservation. Appelez-le au plus vite pour libérer la table ; vous pouvez aussi nous écrire depuis le centre d’aide en choisissant cette réservation.',
    answerEn: 'Not from the app any more: past the deadline, only the restaurant can change or cancel your booking. Call it as soon as possible so the table can be given to someone else; you can also write to us from the help centre, choosing that booking.',
  },
  {
    topic: 'cancellation',
    questionFr: 'Que deviennent mes plats pré-commandés si j’annule ?',
    questionEn: 'What happens to my pre-ordered dishes if I cancel?',
    answerFr: 'Ils sont annulés avec la réservation et les portions sont rendues au restaurant. Si vous deviez payer sur place, vous n’avez rien à payer.',
    answerEn: 'They are cancelled with the booking and the portions go back to the restaurant. If you were to pay on site, there is nothing to pay.',
  },
  // Pre-orders
  {
    topic: 'orders',
    questionFr: 'Comment pré-commander mes plats ?',
    questionEn: 'How do I pre-order dishes?',
    answerFr: 'Une fois l’heure choisie, ajoutez des plats depuis le menu du restaurant : ils rejoignent votre panier et sont enregistrés avec votre réservation au fil de vos choix. Vérifiez-les sur la page « Valider la réservation » avant de confirmer : le restaurant les prépare pour votre arrivée.',
    answerEn: 'Once you have chosen the time, add dishes from the restaurant’s menu: they go into your cart and are saved with your booking as you go. Check them on the “Confirm the booking” page before confirming: the restaurant prepares them for your arrival.',
  },
  {
    topic: 'orders',
    questionFr: 'Puis-je ajouter des plats après avoir confirmé ?',
    questionEn: 'Can I add dishes after confirming?',
    answerFr: 'Oui, tant que le repas n’a pas commencé : ouvrez la réservation et touchez « Pré-commander d’autres plats », choisissez-les puis « Envoyer les plats ». Ils s’ajoutent à ceux déjà commandés.',
    answerEn: 'Yes, as long as the meal has not started: open the booking, tap “Pre-order more dishes”, choose them, then “Send the dishes”. They are added to the ones already ordered.',
  },
  {
    topic: 'orders',
    questionFr: 'Pourquoi un plat est-il indiqué épuisé ?',
    questionEn: 'Why is a dish shown as sold out?',
    answerFr: 'Certains plats sont préparés en nombre limité chaque jour. Les portions pré-commandées sont réservées pour vous, et l’application indique combien il en reste. Quand il n’en reste plus pour ce jour-là, le plat est épuisé ; il revient le service suivant.',
    answerEn: 'Some dishes are made in limited numbers each day. Pre-ordered portions are kept for you, and the app shows how many are left. When none are left for that day the dish is sold out; it comes back for the next service.',
  },
  {
    topic: 'orders',
    questionFr: 'Comment signaler une allergie ou une demande particulière ?',
    questionEn: 'How do I mention an allergy or a special request?',
    answerFr: 'Écrivez-la dans « Demande particulière » en réservant, ou dans la « Note pour le restaurant » du panier : elle est transmise avec votre commande. Pour une allergie sévère, dites-le aussi au serveur en arrivant.',
    answerEn: 'Write it in “Special request” when booking, or in the cart’s “Note for the restaurant”: it is sent with your order. For a severe allergy, tell the waiter as well when you arrive.',
  },
  // Payment
  {
    topic: 'payments',
    questionFr: 'Comment payer ma réservation et mes plats ?',
    questionEn: 'How do I pay for my booking and my dishes?',
    answerFr: 'Réserver une table sur Tablée est gratuit. Vos plats pré-commandés se règlent au restaurant, sur place, avec les moyens de paiement qu’il accepte (espèces, carte ou mobile money selon l’établissement). Lorsqu’un paiement en ligne par carte est proposé, il apparaît au moment de valider la commande.',
    answerEn: 'Booking a table on Tablée is free. Your pre-ordered dishes are paid at the restaurant, on site, with the means it accepts (cash, card or mobile money depending on the venue). When online card payment is offered, it appears when you confirm the order.',
  },
  {
    topic: 'payments',
    questionFr: 'Dans quelle devise les prix sont-ils affichés ?',
    questionEn: 'In which currency are prices shown?',
    answerFr: 'Dans la devise du restaurant : le franc CFA d’Afrique de l’Ouest (XOF) ou d’Afrique centrale (XAF). Si vous choisissez une autre devise d’affichage dans vos paramètres, les montants convertis sont donnés à titre indicatif : vous payez toujours dans la devise du restaurant.',
    answerEn: 'In the restaurant’s currency: the West African CFA franc (XOF) or the Central African CFA franc (XAF). If you choose another display currency in your settings, converted amounts are for reference only: you always pay in the restaurant’s currency.',
  },
  {
    topic: 'payments',
    questionFr: 'Comment suis-je remboursé si j’ai payé en ligne ?',
    questionEn: 'How am I refunded if I paid online?',
    answerFr: 'Une annulation faite avant le délai d’annulation gratuite est remboursée sur le moyen de paiement utilisé. Le délai d’apparition sur votre compte dépend de votre banque, en général quelques jours ouvrés. Un souci ? Écrivez-nous depuis le centre d’aide en choisissant la réservation concernée.',
    answerEn: 'A cancellation made before the free-cancellation deadline is refunded to the means of payment you used. How soon it shows on your account depends on your bank, usually a few working days. Any problem? Write to us from the help centre, choosing the booking concerned.',
  },
  {
    topic: 'payments',
    questionFr: 'Le montant payé ne correspond pas à ma commande. Que faire ?',
    questionEn: 'The amount I paid does not match my order. What should I do?',
    answerFr: 'Comparez avec le détail de la réservation dans Mon compte > Réservations, qui liste chaque plat, sa quantité et le total. Si l’écart persiste, envoyez-nous une demande d’aide sur cette réservation : nous vérifions avec le restaurant.',
    answerEn: 'Compare it with the booking’s detail in My account > Reservations, which lists each dish, its quantity and the total. If the difference remains, send us a help request about that booking: we check with the restaurant.',
  },
  // Delivery and take-away
  {
    topic: 'delivery',
    questionFr: 'Puis-je commander à emporter ou en livraison ?',
    questionEn: 'Can I order take-away or delivery?',
    answerFr: 'Oui, auprès des restaurants qui le proposent : leur page l’indique. Choisissez vos plats, l’heure de retrait ou de livraison, puis validez. Pour une livraison, enregistrez d’abord votre adresse dans Mon compte > Mes adresses.',
    answerEn: 'Yes, from the restaurants that offer it: their page says so. Choose your dishes, the pick-up or delivery time, then confirm. For delivery, first save your address in My account > My addresses.',
  },
  {
    topic: 'delivery',
    questionFr: 'Combien coûte la livraison et jusqu’où livre-t-on ?',
    questionEn: 'How much is delivery and how far do restaurants deliver?',
    answerFr: 'Chaque restaurant fixe ses frais et sa zone de livraison. Les frais sont affichés dans le panier avant que vous ne validiez : rien ne s’ajoute ensuite.',
    answerEn: 'Each restaurant sets its own fee and delivery area. The fee is shown in the cart before you confirm: nothing is added afterwards.',
  },
  {
    topic: 'delivery',
    questionFr: 'Ma commande est en retard ou incomplète. Que faire ?',
    questionEn: 'My order is late or incomplete. What should I do?',
    answerFr: 'Appelez d’abord le restaurant, qui sait où en est votre commande. Si le problème n’est pas réglé, envoyez-nous une demande d’aide depuis le centre d’aide en choisissant la commande : nous reprenons contact avec le restaurant pour vous.',
    answerEn: 'Call the restaurant first: it knows where your order is. If that does not solve it, send us a help request from the help centre, choosing the order: we take it up with the restaurant for you.',
  },
  // Rewards
  {
    topic: 'rewards',
    questionFr: 'Comment fonctionnent les récompenses ?',
    questionEn: 'How do rewards work?',
    answerFr: 'Vos réservations honorées et vos commandes vous font gagner des récompenses : des coupons de réduction proposés par les restaurants. Retrouvez-les dans Mon compte > Mes récompenses et coupons, avec les conditions de chacun.',
    answerEn: 'The bookings you honour and your orders earn you rewards: discount coupons offered by the restaurants. Find them in My account > My rewards and coupons, with the conditions of each.',
  },
  {
    topic: 'rewards',
    questionFr: 'Comment utiliser un coupon ou une offre ?',
    questionEn: 'How do I use a coupon or an offer?',
    answerFr: 'Appliquez-le au panier avant de valider votre commande ou votre réservation : la réduction apparaît dans le total. Une seule offre s’applique par commande, et seulement dans le restaurant qui la propose.',
    answerEn: 'Apply it to the cart before confirming your order or booking: the discount shows in the total. One offer applies per order, and only at the restaurant that offers it.',
  },
  {
    topic: 'rewards',
    questionFr: 'Mes coupons expirent-ils ?',
    questionEn: 'Do my coupons expire?',
    answerFr: 'Oui : chaque coupon a une date de fin, indiquée sur sa fiche. Passé cette date, il ne peut plus être appliqué.',
    answerEn: 'Yes: each coupon has an end date, shown on it. After that date it can no longer be applied.',
  },
  // Account
  {
    topic: 'account',
    questionFr: 'Faut-il un compte pour réserver ?',
    questionEn: 'Do I need an account to book?',
    answerFr: 'Oui : le compte permet au restaurant de savoir qui vient et de vous joindre, et à vous de retrouver vos réservations. Il se crée en une minute avec une adresse e-mail et un mot de passe d’au moins 8 caractères. Parcourir les restaurants et les menus ne demande pas de compte.',
    answerEn: 'Yes: the account lets the restaurant know who is coming and reach you, and lets you find your bookings. It takes a minute with an e-mail address and a password of at least 8 characters. Browsing restaurants and menus needs no account.',
  },
  {
    topic: 'account',
    questionFr: 'J’ai oublié mon mot de passe.',
    questionEn: 'I forgot my password.',
    answerFr: 'Sur la fenêtre de connexion, touchez « Mot de passe oublié ? » et saisissez votre adresse e-mail. Vous recevez un lien valable une heure, utilisable une seule fois, pour choisir un nouveau mot de passe.',
    answerEn: 'In the sign-in window, tap “Forgot your password?” and enter your e-mail address. You receive a link, valid for one hour and usable once, to choose a new password.',
  },
  {
    topic: 'account',
    questionFr: 'Pourquoi vérifier mon e-mail et mon numéro de téléphone ?',
    questionEn: 'Why must I verify my e-mail and phone number?',
    answerFr: 'Le restaurant doit pouvoir vous joindre au sujet de votre réservation ou de votre commande, et c’est à cette adresse que partent vos confirmations. Le lien de vérification reçu à l’inscription est valable 24 heures ; si besoin, demandez-en un nouveau depuis l’avertissement affiché après la connexion.',
    answerEn: 'The restaurant must be able to reach you about your booking or order, and your confirmations go to that address. The verification link sent at sign-up is valid for 24 hours; if needed, ask for a new one from the notice shown after signing in.',
  },
  {
    topic: 'account',
    questionFr: 'Comment passer le site en anglais ou en français ?',
    questionEn: 'How do I switch the site between French and English?',
    answerFr: 'Utilisez le menu des langues en haut de page et choisissez Français ou English. Votre choix est gardé pour vos prochaines visites, et vos e-mails suivent la langue de votre compte.',
    answerEn: 'Use the language menu at the top of the page and pick Français or English. Your choice is kept for your next visits, and your e-mails follow your account’s language.',
  },
  {
    topic: 'account',
    questionFr: 'Comment supprimer mon compte ou mes données ?',
    questionEn: 'How do I delete my account or my data?',
    answerFr: 'Écrivez-nous depuis la page Nous contacter avec l’adresse e-mail de votre compte. Nous supprimons le compte et les données personnelles qui y sont liées, sauf ce que la loi nous oblige à garder, et nous vous le confirmons par e-mail.',
    answerEn: 'Write to us from the Contact us page with your account’s e-mail address. We delete the account and the personal data linked to it, except what the law requires us to keep, and confirm it to you by e-mail.',
  },
];
