import { sql } from 'drizzle-orm';
import { date, index, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const passengerIdSeq = pgSequence('passenger_id_seq');
export const addressIdSeq = pgSequence('address_id_seq');

/** A user's frequent travellers (system PassengerInfo). */
export const passengers = pgTable(
  'passengers',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'P' || lpad(nextval('passenger_id_seq')::text, 11, '0')`),
    /** The owner (a user of the org module). */
    userId: text('user_id').notNull(),
    /** The owner's company when the row was made, for reports. */
    companyId: text('company_id').notNull(),
    /** Chinese characters, or Latin capitals and spaces. */
    surname: text('surname').notNull(),
    givenName: text('given_name').notNull(),
    /** Sex code; from the number for identification numbers. */
    sex: integer('sex'),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality').notNull().default('CN'),
    birthday: date('birthday', { mode: 'string' }),
    areaCode: text('area_code').notNull().default('86'),
    mobile: text('mobile').notNull().default(''),
    /** CardType code. */
    cardType: integer('card_type').notNull(),
    /** Upper case, no spaces. */
    cardNo: text('card_no').notNull(),
    /** The document's last valid day; null when it does not expire. */
    cardValidity: date('card_validity', { mode: 'string' }),
    /** PassengerType code. */
    passengerType: integer('passenger_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  // One traveller per document of a user.
  (t) => [uniqueIndex('passengers_user_card_uq').on(t.userId, t.cardType, t.cardNo)],
);

/** A user's addresses (system AddressInfo); codes are GB/T 2260 divisions. */
export const addresses = pgTable(
  'addresses',
  {
    id: text('id')
      .primaryKey()
      .default(sql`'A' || lpad(nextval('address_id_seq')::text, 11, '0')`),
    userId: text('user_id').notNull(),
    companyId: text('company_id').notNull(),
    consignee: text('consignee').notNull(),
    phone: text('phone').notNull(),
    email: text('email').notNull().default(''),
    postcode: text('postcode').notNull().default(''),
    provinceCode: text('province_code').notNull(),
    cityCode: text('city_code').notNull(),
    districtCode: text('district_code').notNull(),
    address: text('address').notNull(),
    shortName: text('short_name').notNull().default(''),
    /** YesNo code; 1150 is the user's one default address. */
    isDefault: integer('is_default').notNull().default(1151),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default_uq')
      .on(t.userId)
      .where(sql`${t.isDefault} = 1150`),
  ],
);
