// Great-circle distance between two points (haversine on the mean Earth radius), in whole kilometres.

const EARTH_KM = 6371.0088;
const rad = (deg: number) => (deg * Math.PI) / 180;

export const greatCircleKm = (a: { lat: number; lon: number }, b: { lat: number; lon: number }): number => {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h))));
};
