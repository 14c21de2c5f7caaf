// The bank lists' kit definitions, for their screens' chunk (app/resource-screens.ts). Importing them by name from
// here keeps the rest of the contracts out of it: a dynamic import of '@opentmc/contracts' itself would keep every
// export of the package, and the first page's bundle with them.
export { bankAccountResource, bankCardResource } from '@opentmc/contracts';
