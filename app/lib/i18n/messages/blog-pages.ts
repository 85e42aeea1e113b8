/** The blog index and the pages of posts written in the blog manager. */
import type { Widen } from "./catalogue-shape.ts";

export const blogEn = {
  index: {
    title: "Insurance Blog and Guides",
    titlePage: "Insurance Blog, page {{page}}",
    description:
      "Plain-English insurance guides for Nevada: saving money, comparing quotes, car, home and small business insurance, from an independent Las Vegas agency.",
    eyebrow: "Blog",
    heading: "Insurance Guides and News",
    intro: "Straight answers about insurance in Nevada, from our agents: how coverage works, what it costs, and how to pay less without being underinsured.",
    /** The tag every fixed guide carries in the list and the feed. */
    guideTag: "Guide",
    tags: "Tags",
    pagesNav: "Blog pages",
    newer: "Newer articles",
    older: "Older articles",
    pageOf: "Page {{page}} of {{pages}}",
    subscribe: "Subscribe with RSS",
  },
  post: {
    eyebrow: "Blog",
    /** The description of a post written without an excerpt. */
    description: "{{title}}: an insurance article from our Las Vegas agency.",
    preview: "Preview: this post is a draft and visitors cannot see it.",
    backToManager: "Back to the blog manager",
    views_one: "{{count}} view",
    views_other: "{{count}} views",
    midHeading: "Want us to do the comparing?",
    midText: "A licensed agent can put quotes from several insurers side by side for you, free. Ask online or call us.",
    endLabel: "Get Your Free Quote",
    endHeading: "Ready to compare your options?",
    endText: "Tell us what you need and a licensed agent will get back to you within 24 hours with quotes from several insurers.",
    /** The byline: the staff member who wrote the post. */
    byAuthor: "By {{name}}",
    relatedHeading: "Related articles",
  },
  /** A tag's page (/blog/tag/{tag}): the posts carrying that tag. */
  tag: {
    title: "Articles tagged “{{tag}}”",
    titlePage: "Articles tagged “{{tag}}”, page {{page}}",
    description: "Our articles tagged “{{tag}}”: insurance guides and news for Nevada from an independent Las Vegas agency.",
    eyebrow: "Articles tagged",
    intro: "Every article on our blog about “{{tag}}”, newest first.",
    pagesNav: "Pages of articles tagged “{{tag}}”",
    allArticles: "All articles",
  },
  feed: {
    title: "{{agency}} Blog",
    description: "Insurance guides and news for Nevada from {{agency}}.",
  },
  /** A draft or scheduled post opened by a private preview link (/blog/preview/{token}). */
  previewLink: {
    banner: "Preview — not published",
    bannerText: "This is a private preview of a post that is not public yet. Please do not share this link.",
    title: "Preview: {{title}}",
    goneTitle: "Preview link not available",
    goneHeading: "This preview link has expired or was turned off",
    goneText: "Preview links work for a limited time, and the agency can turn them off. Please ask the person who sent it for a new one.",
    toBlog: "Read our published articles",
  },
};

export const blogEs: Widen<typeof blogEn> = {
  index: {
    title: "Blog y guías de seguros",
    titlePage: "Blog de seguros, página {{page}}",
    description:
      "Guías de seguros en palabras sencillas para Nevada: cómo ahorrar, cómo comparar cotizaciones, seguro de auto, de casa y de pequeñas empresas, de una agencia independiente de Las Vegas.",
    eyebrow: "Blog",
    heading: "Guías y noticias de seguros",
    intro: "Respuestas claras sobre seguros en Nevada, de nuestros agentes: cómo funciona la cobertura, cuánto cuesta y cómo pagar menos sin quedarse con una cobertura insuficiente.",
    guideTag: "Guía",
    tags: "Etiquetas",
    pagesNav: "Páginas del blog",
    newer: "Artículos más recientes",
    older: "Artículos anteriores",
    pageOf: "Página {{page}} de {{pages}}",
    subscribe: "Suscríbase por RSS",
  },
  post: {
    eyebrow: "Blog",
    description: "{{title}}: un artículo sobre seguros de nuestra agencia de Las Vegas.",
    preview: "Vista previa: esta publicación es un borrador y los visitantes no pueden verla.",
    backToManager: "Volver al administrador del blog",
    views_one: "{{count}} visita",
    views_other: "{{count}} visitas",
    midHeading: "¿Quiere que nosotros hagamos la comparación?",
    midText: "Un agente con licencia puede poner lado a lado cotizaciones de varias aseguradoras, gratis. Pídala en línea o llámenos.",
    endLabel: "Pida su cotización gratis",
    endHeading: "¿Listo para comparar sus opciones?",
    endText: "Díganos qué necesita y un agente con licencia le responderá en menos de 24 horas con cotizaciones de varias aseguradoras.",
    byAuthor: "Por {{name}}",
    relatedHeading: "Artículos relacionados",
  },
  tag: {
    title: "Artículos con la etiqueta “{{tag}}”",
    titlePage: "Artículos con la etiqueta “{{tag}}”, página {{page}}",
    description: "Nuestros artículos con la etiqueta “{{tag}}”: guías y noticias de seguros para Nevada, de una agencia independiente de Las Vegas.",
    eyebrow: "Artículos con la etiqueta",
    intro: "Todos los artículos de nuestro blog sobre “{{tag}}”, del más reciente al más antiguo.",
    pagesNav: "Páginas de artículos con la etiqueta “{{tag}}”",
    allArticles: "Todos los artículos",
  },
  feed: {
    title: "Blog de {{agency}}",
    description: "Guías y noticias de seguros para Nevada, de {{agency}}.",
  },
  previewLink: {
    banner: "Vista previa — no publicada",
    bannerText: "Esta es una vista previa privada de una publicación que todavía no es pública. Por favor, no comparta este enlace.",
    title: "Vista previa: {{title}}",
    goneTitle: "Enlace de vista previa no disponible",
    goneHeading: "Este enlace de vista previa venció o fue desactivado",
    goneText: "Los enlaces de vista previa funcionan por un tiempo limitado y la agencia puede desactivarlos. Pida uno nuevo a la persona que se lo envió.",
    toBlog: "Lea nuestros artículos publicados",
  },
};
