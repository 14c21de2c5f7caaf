import { describe, expect, it } from 'vitest';
import { AIRCRAFT, aircraftByCode, aircraftName } from './aircraft.ts';
import { AIRLINES, airlineByCode, airlineName, allianceName, searchAirlines } from './airlines.ts';
import { airportByCode } from './airports.ts';

describe('airlines', () => {
  it('keeps every airline of the data once with its designators, names, country, alliance and hubs', () => {
    expect(AIRLINES.length).toBe(103);
    expect(new Set(AIRLINES.map((a) => a.code)).size).toBe(103);
    expect(new Set(AIRLINES.map((a) => a.icao)).size).toBe(103);
    for (const a of AIRLINES) {
      expect(a.code, a.en).toMatch(/^[A-Z0-9]{2}$/);
      expect(a.icao, a.en).toMatch(/^[A-Z]{3}$/);
      expect(a.name && a.short && a.en && a.country.name && a.country.en, a.code).toBeTruthy();
      expect(a.hubs.length, a.code).toBeGreaterThan(0);
    }
    expect(AIRLINES.filter((a) => a.country.en === 'China')).toHaveLength(40);
  });

  it('finds an airline by its IATA or ICAO designator and names it in the reader language', () => {
    expect(airlineByCode('ca')).toMatchObject({ icao: 'CCA', name: '中国国际航空', short: '国航', en: 'Air China' });
    expect(airlineByCode('CES')?.code).toBe('MU');
    expect(airlineByCode('3U')?.short).toBe('川航');
    expect(airlineName('MU', 'cn')).toBe('东航');
    expect(airlineName('MU', 'cn', 'full')).toBe('中国东方航空');
    expect(airlineName('MU', 'en')).toBe('China Eastern Airlines');
    expect(airlineName('ZZ', 'en')).toBe('ZZ');
  });

  it('keeps alliances as of 2026 (China Southern none since 2019, SAS in SkyTeam) and names them', () => {
    expect(airlineByCode('CA')?.alliance).toBe('star');
    expect(airlineByCode('CZ')?.alliance).toBe('');
    expect(airlineByCode('SK')?.alliance).toBe('skyteam');
    expect(airlineByCode('CX')?.alliance).toBe('oneworld');
    expect(allianceName('star', 'cn')).toBe('星空联盟');
    expect(allianceName('skyteam', 'en')).toBe('SkyTeam');
    expect(allianceName('', 'en')).toBe('');
  });

  it('names countries in both languages, Hong Kong, Macao and Taiwan as the mainland does', () => {
    expect(airlineByCode('CX')?.country).toEqual({ name: '中国香港', en: 'Hong Kong' });
    expect(airlineByCode('NX')?.country).toEqual({ name: '中国澳门', en: 'Macao' });
    expect(airlineByCode('LH')?.country).toEqual({ name: '德国', en: 'Germany' });
    expect(airlineByCode('SK')?.country).toEqual({ name: '瑞典/丹麦/挪威', en: 'Sweden/Denmark/Norway' });
  });

  it('has hubs that are airports of the reference data, a few American ones aside', () => {
    const missing = [...new Set(AIRLINES.flatMap((a) => a.hubs).filter((h) => !airportByCode(h)))];
    expect(missing.sort()).toEqual(['CLT', 'DEN', 'MIA', 'MSP', 'PHL', 'SLC']);
    expect(airlineByCode('CA')?.hubs).toEqual(['PEK', 'TFU', 'CTU']);
  });

  it('searches by designator, then name prefix, then a part of a name', () => {
    expect(searchAirlines('CA')[0]?.code).toBe('CA');
    // 国航 is Air China's short name, and a part of 法国航空, 英国航空 and 美国航空.
    expect(searchAirlines('国航').map((a) => a.code)).toEqual(['CA', 'AF', 'BA', 'AA']);
    expect(searchAirlines('东方').map((a) => a.code)).toEqual(['MU']);
    expect(searchAirlines('air ch')[0]?.code).toBe('CA');
    expect(searchAirlines('eastern').map((a) => a.code)).toEqual(['MU']);
    expect(searchAirlines('香港').map((a) => a.code)).toEqual(['HX', 'UO']);
    expect(searchAirlines('')).toEqual([]);
  });
});

describe('aircraft types', () => {
  it('keeps every type with its codes, names, size and typical seats', () => {
    expect(AIRCRAFT.length).toBe(21);
    for (const a of AIRCRAFT) {
      expect(a.icao, a.en).toMatch(/^[A-Z0-9]{4}$/);
      expect(a.seats[0], a.en).toBeLessThanOrEqual(a.seats[1]);
      expect(['narrow', 'wide', 'regional']).toContain(a.size);
    }
    expect(aircraftByCode('738')).toMatchObject({
      icao: 'B738',
      name: '波音737-800',
      en: 'Boeing 737-800',
      maker: { name: '波音', en: 'Boeing' },
      size: 'narrow',
      seats: [162, 189],
    });
  });

  it('finds a type by IATA code, ICAO designator or a variant code the notes name', () => {
    expect(aircraftByCode('b738')?.code).toBe('738');
    expect(aircraftByCode('73H')?.code).toBe('738');
    expect(aircraftByCode('32A')?.code).toBe('320');
    // C919 has no IATA code in the sources: found by its ICAO designator only.
    expect(aircraftByCode('C919')).toMatchObject({ code: '', size: 'narrow', maker: { en: 'COMAC' } });
    expect(aircraftByCode('')).toBeUndefined();
    expect(aircraftByCode('C27')?.size).toBe('regional');
    expect(aircraftName('333', 'cn')).toBe('空客A330-300');
    expect(aircraftName('333', 'en')).toBe('Airbus A330-300');
    expect(aircraftName('XYZ', 'en')).toBe('XYZ');
  });
});
