/** The shape a catalogue has: the English keys, any wording (the Spanish one must have exactly these keys). */
export type Widen<T> = { -readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
