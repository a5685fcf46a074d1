import { z } from 'zod';
import { calendarDate, code, dateTime, metadata, text } from './quirks';

export interface Address {
  addressLine1: string | null;
  addressLine2: string | null;
  addressLine3: string | null;
  locality: string | null;
  sublocality: string | null;
  administrativeDistrict: string | null;
  postalCode: string | null;
  country: string | null;
}

/** address_line_1 and address_line1 (and _2/_3) are both spellings of the same field. */
export const AddressSchema = z
  .object({
    address_line_1: text,
    address_line_2: text,
    address_line_3: text,
    address_line1: text,
    address_line2: text,
    address_line3: text,
    locality: text,
    sublocality: text,
    administrative_district: text,
    postal_code: text,
    country: code,
  })
  .loose()
  .transform((a): Address | null => {
    const address: Address = {
      addressLine1: a.address_line_1 ?? a.address_line1,
      addressLine2: a.address_line_2 ?? a.address_line2,
      addressLine3: a.address_line_3 ?? a.address_line3,
      locality: a.locality,
      sublocality: a.sublocality,
      administrativeDistrict: a.administrative_district,
      postalCode: a.postal_code,
      country: a.country,
    };
    return Object.values(address).some((v) => v !== null) ? address : null;
  });

const PhoneSchema = z
  .object({ country_code: text, number: text })
  .loose()
  .transform((p) => (p.number ? { countryCode: p.country_code, number: p.number } : null));

export const EndUserSchema = z
  .object({
    uuid: z.string().min(1),
    code: text,
    type: code,
    first_name: text,
    last_name: text,
    organization: text,
    organization_legal_name: text,
    local_id: text,
    local_id_type: text,
    local_id_country: code,
    date_of_birth: calendarDate,
    email: text,
    phone_number: z.unknown().optional(),
    address: z.unknown().optional(),
    preferred_language: text,
    note: text,
    primary_reference: text,
    secondary_reference: text,
    metadata,
    merchant_id: text,
    creation_source: code,
    date_created_gmt: dateTime,
    date_updated_gmt: dateTime,
  })
  .loose()
  .transform((u) => {
    const phone = PhoneSchema.safeParse(u.phone_number);
    const address = AddressSchema.safeParse(u.address);
    const personal = [u.first_name, u.last_name].filter(Boolean).join(' ');
    return {
      uuid: u.uuid,
      code: u.code,
      type: u.type,
      firstName: u.first_name,
      lastName: u.last_name,
      organization: u.organization,
      organizationLegalName: u.organization_legal_name,
      /** What a person would call them: the name, the organization, or the email. */
      displayName:
        (u.type === 'INDIVIDUAL'
          ? personal || u.organization
          : u.organization || u.organization_legal_name || personal) ||
        u.email ||
        null,
      localId: u.local_id,
      localIdType: u.local_id_type,
      localIdCountry: u.local_id_country,
      dateOfBirth: u.date_of_birth,
      email: u.email,
      phoneNumber: phone.success ? phone.data : null,
      address: address.success ? address.data : null,
      preferredLanguage: u.preferred_language,
      note: u.note,
      primaryReference: u.primary_reference,
      secondaryReference: u.secondary_reference,
      metadata: u.metadata,
      merchantId: u.merchant_id,
      creationSource: u.creation_source,
      dateCreated: u.date_created_gmt,
      dateUpdated: u.date_updated_gmt,
    };
  });
export type EndUser = z.output<typeof EndUserSchema>;

/** An embedded end user: the full object, or only a reference ("eur_…" or {uuid}). */
export const EmbeddedEndUserSchema = z
  .unknown()
  .optional()
  .transform((v): EndUser | null => {
    const value = typeof v === 'string' && v ? { uuid: v } : v;
    const parsed = EndUserSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
