// What the demo reviews are made of: the people who write them and the words they use. The seeder
// (reviews.ts) combines them with a seeded faker, so every first start writes the same reviews. People and texts
// are invented; the German ones are written by the German-speaking reviewers, as on a real multilingual site.

export interface DemoReviewer {
  firstName: string;
  lastName: string;
  language: 'en' | 'de';
}

/** Twenty-five reviewers; the last one signed up a few hours before the first start (the "new account" rule). */
export const DEMO_REVIEWERS: DemoReviewer[] = [
  { firstName: 'Anna', lastName: 'Keller', language: 'de' },
  { firstName: 'James', lastName: 'Whitaker', language: 'en' },
  { firstName: 'Sophie', lastName: 'Turner', language: 'en' },
  { firstName: 'Lukas', lastName: 'Brandt', language: 'de' },
  { firstName: 'Priya', lastName: 'Raman', language: 'en' },
  { firstName: 'Oliver', lastName: 'Hughes', language: 'en' },
  { firstName: 'Marie', lastName: 'Schneider', language: 'de' },
  { firstName: 'Daniel', lastName: 'Okafor', language: 'en' },
  { firstName: 'Emma', lastName: 'Lindqvist', language: 'en' },
  { firstName: 'Jonas', lastName: 'Weber', language: 'de' },
  { firstName: 'Chloe', lastName: 'Martin', language: 'en' },
  { firstName: 'Mateo', lastName: 'García', language: 'en' },
  { firstName: 'Hannah', lastName: 'Fischer', language: 'de' },
  { firstName: 'Ravi', lastName: 'Patel', language: 'en' },
  { firstName: 'Grace', lastName: "O'Brien", language: 'en' },
  { firstName: 'Felix', lastName: 'Hoffmann', language: 'de' },
  { firstName: 'Isabel', lastName: 'Costa', language: 'en' },
  { firstName: 'Tom', lastName: 'Becker', language: 'de' },
  { firstName: 'Aisha', lastName: 'Bello', language: 'en' },
  { firstName: 'Noah', lastName: 'Sullivan', language: 'en' },
  { firstName: 'Lea', lastName: 'Zimmermann', language: 'de' },
  { firstName: 'Ethan', lastName: 'Clarke', language: 'en' },
  { firstName: 'Mia', lastName: 'Wagner', language: 'de' },
  { firstName: 'Samuel', lastName: 'Nakamura', language: 'en' },
  { firstName: 'Paul', lastName: 'Richter', language: 'de' },
];

export interface ReviewWords {
  titles: string[];
  sentences: string[];
}

/** Titles and comment sentences per rating (index 0 is 1 star), in English and German. */
export const REVIEW_WORDS: Record<'en' | 'de', ReviewWords[]> = {
  en: [
    {
      titles: ['Disappointed', 'Broke after two weeks', 'Not worth the money', 'Would not buy again'],
      sentences: [
        'It stopped working after a couple of weeks and support took ages to answer.',
        'The photos make it look far better than it is in person.',
        'Cheap materials for this price; the finish was already scratched when it arrived.',
        'I sent it back and got my refund, at least that part was easy.',
        'Instructions were missing and half the features did not work as described.',
      ],
    },
    {
      titles: ['Expected more', 'Okay at best', 'Some good ideas, poor execution', 'Meh'],
      sentences: [
        'The idea is good, but the build quality does not match the price.',
        'Works, but I keep running into small annoyances every day.',
        'Delivery took nearly three weeks, which nobody mentioned when I ordered.',
        'It is noticeably smaller than I thought from the pictures.',
        'Customer service was friendly, but could not fix the problem.',
      ],
    },
    {
      titles: ['Decent, not great', 'Does the job', 'Fine for the price', 'Mixed feelings'],
      sentences: [
        'It does what it says, nothing more and nothing less.',
        'Good value, though a few details feel like an afterthought.',
        'After a month of use I am neither excited nor disappointed.',
        'The packaging was lovely; the product itself is solid but ordinary.',
        'If it goes on sale, it is an easy recommendation.',
      ],
    },
    {
      titles: ['Really good', 'Happy with it', 'Solid choice', 'Great quality, small quibbles', 'Recommended'],
      sentences: [
        'Well made and pleasant to use every day.',
        'Arrived quickly and was exactly as described.',
        'One star off only because the price is a bit steep.',
        'I have been using it for two months and it still feels new.',
        'Small details show that someone actually thought about how people use it.',
        'Would have liked more colour options, otherwise no complaints.',
      ],
    },
    {
      titles: [
        'Absolutely love it',
        'Best purchase this year',
        'Exceeded my expectations',
        'Worth every cent',
        'Five stars, no hesitation',
        'Exactly what I hoped for',
      ],
      sentences: [
        'Beautifully made and a joy to use.',
        'I bought a second one as a gift and my sister loves it too.',
        'You can tell the brand cares about quality; everything feels considered.',
        'Shipping was fast and the packaging was plastic-free.',
        'I have recommended it to half my friends already.',
        'After three months of daily use it still works like on day one.',
        'Customer service answered my question within an hour, on a Sunday.',
      ],
    },
  ],
  de: [
    {
      titles: ['Enttäuschend', 'Nach zwei Wochen kaputt', 'Leider nicht empfehlenswert'],
      sentences: [
        'Nach kurzer Zeit funktionierte es nicht mehr, der Kundendienst meldete sich erst nach Tagen.',
        'Die Verarbeitung passt überhaupt nicht zum Preis.',
        'Ich habe es zurückgeschickt, die Erstattung lief immerhin problemlos.',
      ],
    },
    {
      titles: ['Hatte mehr erwartet', 'Geht so', 'Gute Idee, schwache Umsetzung'],
      sentences: [
        'Die Idee ist gut, aber im Alltag nervt es an vielen kleinen Stellen.',
        'Die Lieferung dauerte fast drei Wochen.',
        'Auf den Fotos wirkt es deutlich hochwertiger.',
      ],
    },
    {
      titles: ['Ganz ordentlich', 'Erfüllt seinen Zweck', 'Okay für den Preis'],
      sentences: [
        'Macht, was es soll, nicht mehr und nicht weniger.',
        'Solide, aber ein paar Details wirken nicht ganz durchdacht.',
        'Im Angebot eine klare Empfehlung.',
      ],
    },
    {
      titles: ['Sehr gut', 'Bin zufrieden', 'Klare Empfehlung'],
      sentences: [
        'Gut verarbeitet und angenehm im täglichen Gebrauch.',
        'Schnelle Lieferung, alles wie beschrieben.',
        'Einen Stern Abzug nur wegen des recht hohen Preises.',
        'Nach zwei Monaten sieht es immer noch aus wie neu.',
      ],
    },
    {
      titles: ['Rundum begeistert', 'Bester Kauf des Jahres', 'Jeden Cent wert', 'Genau das, was ich gesucht habe'],
      sentences: [
        'Wunderschön verarbeitet und macht jeden Tag Freude.',
        'Ich habe gleich noch eins als Geschenk bestellt.',
        'Man merkt, dass der Marke Qualität wichtig ist.',
        'Schneller Versand und plastikfreie Verpackung, top!',
        'Der Kundendienst hat meine Frage am Sonntag innerhalb einer Stunde beantwortet.',
      ],
    },
  ],
};

/** What a video review's short comment says. */
export const VIDEO_COMMENTS = [
  'Full review with sound tests and a teardown in the video.',
  'I used it for a month before filming this; everything is in the video.',
  'Long-term review: the good, the bad and who should buy it.',
  'Side-by-side comparison with two competitors in the video.',
];

/**
 * The characters of a YouTube video id (11 of them): the seeder makes ids up from these, so the demo points at no
 * real person's video (the facade then shows YouTube's placeholder picture).
 */
export const VIDEO_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** The brand's answers: thanks for praise, an offer to help for criticism. */
export const BRAND_REPLIES = {
  positive: [
    'Thank you so much for taking the time to write this, it made our whole team smile!',
    'Thanks for the kind words. We are glad it has become part of your day.',
  ],
  critical: [
    'We are sorry to hear this. Please write to us at hello@ with your order number and we will make it right.',
    'Thanks for the honest feedback. We have passed it on to the product team and will get in touch about a replacement.',
  ],
};

/** Reasons the demo's open reports give. */
export const REPORT_DETAILS = {
  CONFLICT_OF_INTEREST: 'The reviewer seems to work for a competing shop.',
  OFF_TOPIC: 'This is about the delivery company, not the product.',
  SPAM: null,
  OFFENSIVE: null,
} as const;
