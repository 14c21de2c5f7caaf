// The reference data (issue 16 section 4): regions and cities of the administrative divisions, rail stations and
// rail cities, airports and flight cities, airlines, aircraft types and hotel brands, each with an English name;
// generated at development time by scripts/gen-refdata.mjs into data/ and never read from ../shared at run time.
// The server imports this whole; the web imports the parts it needs by their own entry (@opentmc/refdata/regions,
// /districts, /stations, /airports, /airport-search, /airlines, /aircraft, /hotel-brands) so each lands in the chunk
// of its screens.
export * from './names.ts';
export * from './regions.ts';
export * from './districts.ts';
export * from './stations.ts';
export * from './station-search.ts';
export * from './airports.ts';
export * from './airport-search.ts';
export * from './airlines.ts';
export * from './aircraft.ts';
export * from './hotel-brands.ts';
