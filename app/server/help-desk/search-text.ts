/**
 * How the help desk reads text, the same for its index (built at build time) and for a
 * visitor's question: lower case without accents, insurance shorthand written one way
 * ("SR-22", "sr 22" → "sr22"), common words dropped, and a light plural/ending trim so
 * "policies" finds "policy" and "seguros" finds "seguro". A question's words also search
 * the site's word for them ("troca", "carro" → "auto").
 */
import type { Locale } from "../../lib/i18n/locale.ts";

/** Words that say nothing about the subject, in either language. */
const STOP_WORDS: Record<Locale, ReadonlySet<string>> = {
  en: new Set(
    ("a an and are as at be been but by can could did do does doing for from get got had has have how i if in into is it its " +
      "just me my of on or our should so than that the their them then there these they this to too us was we were what when " +
      "where which who why will with would you your yours im ive dont cant hi hello please thanks thank need want know tell about").split(" "),
  ),
  es: new Set(
    ("a al algo algun alguna como con cual cuales cuando de del donde el ella ellos en entre era es esa ese eso esta estan este " +
      "esto estoy fue ha hay la las le les lo los me mi mis muy no nos o para pero por que quien se si sin sobre su sus te tengo " +
      "tiene tienen tu un una uno unos usted ustedes y ya yo hola gracias favor quiero necesito saber puedo puede pueden hacer").split(" "),
  ),
};

/**
 * A visitor's word → the word the site's pages use. Only words the pages do not use
 * themselves; the index never sees these (the pages already use the right word).
 */
const SYNONYMS: Record<Locale, Record<string, string>> = {
  en: {
    car: "auto",
    cars: "auto",
    vehicle: "auto",
    ride: "auto",
    truck: "auto",
    pickup: "auto",
    homeowners: "home",
    homeowner: "home",
    house: "home",
    apartment: "renters",
    renter: "renters",
    renting: "renters",
    rent: "renters",
    condominium: "condo",
    bike: "motorcycle",
    motorbike: "motorcycle",
    harley: "motorcycle",
    trailer: "mobile",
    manufactured: "mobile",
    boating: "boat",
    jetski: "watercraft",
    jet: "watercraft",
    ski: "watercraft",
    waverunner: "watercraft",
    totaled: "claim",
    wreck: "accident",
    crash: "accident",
    crashed: "accident",
    fender: "accident",
    bender: "accident",
    hours: "open",
    located: "address",
    location: "address",
    directions: "address",
    job: "careers",
    jobs: "careers",
    hiring: "careers",
    work: "careers",
    restaurants: "restaurant",
    contractor: "construction",
    contractors: "construction",
    doctor: "healthcare",
    clinic: "healthcare",
    dental: "healthcare",
    dealership: "dealer",
    mechanic: "garage",
    landlord: "property",
    gl: "liability",
    um: "uninsured",
    uim: "underinsured",
    bop: "business",
    eo: "errors",
    mileage: "mile",
    miles: "mile",
    cheap: "save",
    cheaper: "save",
    cheapest: "save",
    lower: "save",
    discount: "discounts",
  },
  es: {
    carro: "auto",
    carros: "auto",
    coche: "auto",
    troca: "auto",
    trocas: "auto",
    camioneta: "auto",
    vehiculo: "auto",
    aseguranza: "seguro",
    aseguranzas: "seguro",
    aseguransa: "seguro",
    chocado: "accidente",
    chocaron: "accidente",
    choque: "accidente",
    choco: "accidente",
    pegaron: "accidente",
    vivienda: "casa",
    hogar: "casa",
    renta: "inquilino",
    rento: "inquilino",
    apartamento: "inquilino",
    departamento: "inquilino",
    moto: "motocicleta",
    lancha: "bote",
    jet: "acuatica",
    ski: "acuatica",
    jetski: "acuatica",
    lonchera: "truck",
    loncheras: "truck",
    roomies: "companeros",
    roomie: "companeros",
    ocupo: "necesito",
    barco: "bote",
    traila: "movil",
    horario: "abren",
    hora: "abren",
    abierto: "abren",
    direccion: "ubicados",
    ubicacion: "ubicados",
    trabajo: "empleos",
    empleo: "empleos",
    vacantes: "empleos",
    restaurantes: "restaurante",
    contratista: "construccion",
    contratistas: "construccion",
    doctor: "salud",
    clinica: "salud",
    taller: "concesionarios",
    talleres: "concesionarios",
    millas: "milla",
    barato: "ahorrar",
    barata: "ahorrar",
    economico: "ahorrar",
    descuento: "descuentos",
    contratando: "empleos",
    accesible: "accesibilidad",
    lector: "accesibilidad",
    pago: "pagar",
  },
};

/** Lower case, accents dropped, shorthand joined: "¿Necesito el SR-22?" → "¿necesito el sr22?". */
export function normalizeText(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/\b(sr|fr|ho|h0)[\s-]?(\d{1,2})\b/g, (_, letters: string, digits: string) => `${letters.replace("h0", "ho")}${digits}`)
    .replace(/\b(e)\s?&\s?(o)\b/g, "eo")
    .replace(/\b(d)\s?&\s?(o)\b/g, "do")
    .replace(/\bworkers'? ?comp\b/g, "workers compensation");
}

/** The words of a text (letters and digits), normalised. */
export function tokenize(text: string): string[] {
  return normalizeText(text).split(/[^a-z0-9]+/).filter(Boolean);
}

/** Plural and common endings trimmed, so forms of a word meet: "policies" → "polic", "seguros" → "seguro". */
function stem(word: string, locale: Locale): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  if (locale === "en") {
    if (word.endsWith("ies")) return `${word.slice(0, -3)}y`;
    if (word.endsWith("sses")) return word.slice(0, -2);
    if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us")) return word.slice(0, -1);
    return word;
  }
  if (word.endsWith("ces")) return `${word.slice(0, -3)}z`;
  if (/[^aeiou]es$/.test(word) && word.length > 5) return word.slice(0, -2);
  if (word.endsWith("s")) return word.slice(0, -1);
  return word;
}

/** One word of the index → its term, or null for a word that says nothing. */
export function indexTermOf(word: string, locale: Locale): string | null {
  return STOP_WORDS[locale].has(word) ? null : stem(word, locale);
}

/** One word of a question → the terms searched: the word itself and the site's word for it. */
export function questionTermsOf(word: string, locale: Locale): string[] | null {
  if (STOP_WORDS[locale].has(word)) return null;
  const synonym = SYNONYMS[locale][word];
  return synonym ? [stem(word, locale), stem(synonym, locale)] : [stem(word, locale)];
}
