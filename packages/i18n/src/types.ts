/** A catalogue with exactly the keys of another one, all strings: keeps zh-CN and en in step. */
export type TCatalog<T> = { readonly [K in keyof T]: T[K] extends string ? string : TCatalog<T[K]> };
