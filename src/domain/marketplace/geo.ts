import { type RawBuilder, sql } from 'kysely';

/** Mean Earth radius (IUGG), metres: the sphere all marketplace distances are measured on. */
export const EARTH_RADIUS_M = 6_371_008.8;
/** Half the circumference: no two points on the sphere are further apart than this. */
export const MAX_DISTANCE_M = Math.PI * EARTH_RADIUS_M;

export interface Point {
  lat: number;
  lng: number;
}

export interface Circle extends Point {
  /** Metres. */
  radius: number;
}

/** Latitude band and one or two longitude ranges that contain every point of the circle. */
export interface BoundingBox {
  minLat: number;
  maxLat: number;
  /** Empty: every longitude (the circle reaches a pole or the radius covers the globe). */
  lngRanges: [number, number][];
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const deg = (r: number) => (r * 180) / Math.PI;

/**
 * The box around a spherical cap (J. P. Matuschek, "Finding Points Within a Distance of a
 * Latitude/Longitude Using Bounding Coordinates"): a pole inside the circle widens it to every
 * longitude, and a box crossing the antimeridian splits into two longitude ranges.
 */
export function boundingBox({ lat, lng, radius }: Circle): BoundingBox {
  const angular = radius / EARTH_RADIUS_M;
  const minLat = lat - deg(angular);
  const maxLat = lat + deg(angular);
  if (angular >= Math.PI || minLat <= -90 || maxLat >= 90) {
    return { minLat: Math.max(minLat, -90), maxLat: Math.min(maxLat, 90), lngRanges: [] };
  }
  const dLng = deg(Math.asin(Math.sin(angular) / Math.cos(rad(lat))));
  const west = lng - dLng;
  const east = lng + dLng;
  if (west < -180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west + 360, 180],
        [-180, east],
      ],
    };
  if (east > 180)
    return {
      minLat,
      maxLat,
      lngRanges: [
        [west, 180],
        [-180, east - 360],
      ],
    };
  return { minLat, maxLat, lngRanges: [[west, east]] };
}

/**
 * The same haversine in SQL, from the columns `lat`/`lng` of `alias` to a point. sin²(Δλ/2) is
 * periodic in 360°, so points either side of the antimeridian come out close, as they are.
 */
export function sqlDistance(alias: string, point: Point): RawBuilder<unknown> {
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  const pLat = sql`${point.lat}::float8`;
  const pLng = sql`${point.lng}::float8`;
  return sql`(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
    power(sin(radians(${lat} - ${pLat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${pLat})) * power(sin(radians(${lng} - ${pLng}) / 2), 2)
  ))))`;
}

/** The bounding-box prefilter on the indexed columns, then the exact distance. */
export function sqlWithin(alias: string, circle: Circle): RawBuilder<unknown> {
  const box = boundingBox(circle);
  const lat = sql.raw(`${alias}.lat`);
  const lng = sql.raw(`${alias}.lng`);
  const parts: RawBuilder<unknown>[] = [
    sql`${lat} IS NOT NULL AND ${lng} IS NOT NULL`,
    sql`${lat} BETWEEN ${box.minLat}::float8 AND ${box.maxLat}::float8`,
  ];
  if (box.lngRanges.length > 0) {
    const ranges = box.lngRanges.map(
      ([west, east]) => sql`${lng} BETWEEN ${west}::float8 AND ${east}::float8`,
    );
    parts.push(sql`(${sql.join(ranges, sql` OR `)})`);
  }
  if (circle.radius < MAX_DISTANCE_M) {
    parts.push(sql`${sqlDistance(alias, circle)} <= ${circle.radius}::float8`);
  }
  return sql.join(parts, sql` AND `);
}
