export * from './id-card.ts';
export * from './travel-document.ts';
export * from './passenger-type.ts';
export * from './passenger.ts';
export * from './address.ts';
