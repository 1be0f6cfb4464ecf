-- CreateEnum
CREATE TYPE "resource_type" AS ENUM ('space', 'table', 'table_combination');

-- CreateEnum
CREATE TYPE "resource_priority" AS ENUM ('normal', 'high');

-- CreateEnum
CREATE TYPE "overbookable" AS ENUM ('not_overbookable', 'partially_overbookable', 'fully_overbookable');

-- CreateEnum
CREATE TYPE "service_needs" AS ENUM ('employee', 'space', 'employee_and_space', 'none');

-- CreateEnum
CREATE TYPE "payment_status" AS ENUM ('pending', 'unsettled', 'settled', 'refunded');

-- CreateEnum
CREATE TYPE "event_status" AS ENUM ('confirmed', 'unconfirmed', 'cancelled', 'noshow', 'completed');

-- CreateEnum
CREATE TYPE "event_origin" AS ENUM ('marketplace', 'hq');

-- CreateEnum
CREATE TYPE "voucher_status" AS ENUM ('never_used', 'partially_used', 'used', 'expired');

-- CreateEnum
CREATE TYPE "voucher_template_type" AS ENUM ('amount', 'service');

-- CreateEnum
CREATE TYPE "rule_type" AS ENUM ('availability', 'online_bookings', 'max_total_pax');

-- CreateEnum
CREATE TYPE "rule_association" AS ENUM ('include', 'exclude');

-- CreateEnum
CREATE TYPE "terminal_issuer_type" AS ENUM ('user', 'company');

-- CreateEnum
CREATE TYPE "fiscalization_status" AS ENUM ('active', 'archived');

-- CreateEnum
CREATE TYPE "idempotency_status" AS ENUM ('running', 'done');

-- CreateEnum
CREATE TYPE "outbox_status" AS ENUM ('pending', 'sent', 'failed');

-- CreateTable
CREATE TABLE "enterprises" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "url_name" TEXT,
    "available_on_marketplace" BOOLEAN NOT NULL DEFAULT false,
    "connections" JSONB NOT NULL DEFAULT '{}',
    "profile" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "enterprises_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "hq_users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "password_hash" TEXT,
    "email_verified" BOOLEAN NOT NULL DEFAULT false,
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "hq_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "enterprise_admins" (
    "id" TEXT NOT NULL,
    "enterprise_id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "enterprise_admins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "api_tokens" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "token_hash" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_used_at" TIMESTAMPTZ(3),
    "expires_at" TIMESTAMPTZ(3),
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_tokens_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "companies" (
    "id" TEXT NOT NULL,
    "enterprise_id" TEXT,
    "enterprise_order" INTEGER,
    "reference_id" TEXT,
    "vertical" TEXT NOT NULL DEFAULT 'appointment',
    "name" TEXT NOT NULL,
    "url_name" TEXT,
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "marketplace_enabled" BOOLEAN NOT NULL DEFAULT false,
    "marketplace_visible" BOOLEAN NOT NULL DEFAULT false,
    "lat" DOUBLE PRECISION,
    "lng" DOUBLE PRECISION,
    "time_zone" TEXT NOT NULL DEFAULT 'UTC',
    "country_code" TEXT,
    "favorites" INTEGER NOT NULL DEFAULT 0,
    "currency_code" TEXT NOT NULL DEFAULT 'EUR',
    "price_category" INTEGER,
    "profile" JSONB NOT NULL DEFAULT '{}',
    "marketplace" JSONB NOT NULL DEFAULT '{}',
    "messaging" JSONB NOT NULL DEFAULT '{}',
    "location" JSONB NOT NULL DEFAULT '{}',
    "currency" JSONB NOT NULL DEFAULT '{"code": "EUR", "name": "Euro", "symbol": "€"}',
    "locale" JSONB NOT NULL DEFAULT '{}',
    "checkin" JSONB NOT NULL DEFAULT '{}',
    "payments" JSONB NOT NULL DEFAULT '{}',
    "payment_fees" JSONB NOT NULL DEFAULT '{}',
    "vouchers" JSONB NOT NULL DEFAULT '{}',
    "pos" JSONB NOT NULL DEFAULT '{}',
    "acquirer_a" JSONB NOT NULL DEFAULT '{}',
    "acquirer_b" JSONB NOT NULL DEFAULT '{}',
    "google_analytics" JSONB NOT NULL DEFAULT '{}',
    "claims" JSONB NOT NULL DEFAULT '{}',
    "signup" JSONB NOT NULL DEFAULT '{}',
    "subscriptions" JSONB NOT NULL DEFAULT '[]',
    "billing_status" JSONB NOT NULL DEFAULT '{}',
    "locked_sections" JSONB NOT NULL DEFAULT '{}',
    "visible_fields" JSONB NOT NULL DEFAULT '{}',
    "noshow_claims_enabled" BOOLEAN NOT NULL DEFAULT false,
    "has_secretary" BOOLEAN NOT NULL DEFAULT false,
    "invite_link_token" TEXT,
    "last_active_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "companies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_types" (
    "id" TEXT NOT NULL,
    "readable_id" TEXT,
    "name" TEXT NOT NULL,
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "country_code" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,
    "image" JSONB,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "company_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "service_types" (
    "id" TEXT NOT NULL,
    "readable_id" TEXT,
    "name" TEXT NOT NULL,
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "country_code" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,
    "image" JSONB,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "service_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "cuisines" (
    "id" TEXT NOT NULL,
    "readable_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "order" INTEGER NOT NULL DEFAULT 0,
    "image" JSONB,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "cuisines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "dietaries" (
    "id" TEXT NOT NULL,
    "readable_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "order" INTEGER NOT NULL DEFAULT 0,
    "image" JSONB,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "dietaries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ambiences" (
    "id" TEXT NOT NULL,
    "readable_id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "order" INTEGER NOT NULL DEFAULT 0,
    "image" JSONB,
    "metadata" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ambiences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_company_types" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "company_type_id" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_company_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_service_types" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "service_type_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_service_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_cuisines" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "cuisine_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_cuisines_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_dietaries" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "dietary_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_dietaries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "company_ambiences" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "ambience_id" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "company_ambiences_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employees" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "user_id" TEXT,
    "reference_id" TEXT,
    "name" TEXT NOT NULL DEFAULT '',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "image" JSONB,
    "email" TEXT,
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,
    "marketplace_enabled" BOOLEAN NOT NULL DEFAULT true,
    "marketplace" JSONB NOT NULL DEFAULT '{}',
    "notifications" JSONB NOT NULL DEFAULT '{}',
    "sms" JSONB NOT NULL DEFAULT '{}',
    "event_type_preferences" JSONB NOT NULL DEFAULT '[]',
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "employees_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resource_groups" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "resource_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "resources" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "resource_group_id" TEXT,
    "type" "resource_type" NOT NULL DEFAULT 'space',
    "name" TEXT NOT NULL DEFAULT '',
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "priority" "resource_priority" NOT NULL DEFAULT 'normal',
    "image" JSONB,
    "reference_id" TEXT,
    "marketplace" BOOLEAN NOT NULL DEFAULT false,
    "available_for_bookings" BOOLEAN NOT NULL DEFAULT true,
    "booking_interval" INTEGER,
    "order" INTEGER NOT NULL DEFAULT 0,
    "min_capacity" INTEGER NOT NULL DEFAULT 1,
    "max_capacity" INTEGER NOT NULL DEFAULT 1,
    "allow_overlapping_bookings" BOOLEAN NOT NULL DEFAULT false,
    "sub_resources" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "event_type_preferences" JSONB NOT NULL DEFAULT '[]',
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "resources_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vats" (
    "id" TEXT NOT NULL,
    "company_id" TEXT,
    "country_code" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "ratio" DECIMAL(9,6) NOT NULL,
    "default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vats_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_type_category_groups" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "title_translations" JSONB NOT NULL DEFAULT '{}',
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_type_category_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_type_categories" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "event_type_category_group_id" TEXT,
    "title" TEXT NOT NULL DEFAULT '',
    "title_translations" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_type_categories_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_types" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "vat_id" TEXT NOT NULL,
    "event_type_category_id" TEXT,
    "event_type_category_group_id" TEXT,
    "reference_id" TEXT,
    "title" TEXT NOT NULL,
    "title_translations" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "duration" INTEGER NOT NULL,
    "delay" INTEGER NOT NULL DEFAULT 0,
    "before_pause" INTEGER NOT NULL DEFAULT 0,
    "pause" INTEGER NOT NULL DEFAULT 0,
    "after_pause" INTEGER NOT NULL DEFAULT 0,
    "buffer_after_service" INTEGER,
    "min_guests_per_booking" INTEGER,
    "max_guests_per_booking" INTEGER,
    "images" JSONB NOT NULL DEFAULT '[]',
    "color" TEXT,
    "overbookable" "overbookable" NOT NULL DEFAULT 'not_overbookable',
    "variations" JSONB NOT NULL DEFAULT '[]',
    "price_ranges" JSONB NOT NULL DEFAULT '[]',
    "connections" JSONB NOT NULL DEFAULT '{}',
    "service_needs" "service_needs" NOT NULL DEFAULT 'employee',
    "hidden" BOOLEAN NOT NULL DEFAULT false,
    "payments" JSONB,
    "tax_exemption_reason" TEXT,
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_types_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_type_groups" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "parent_event_type_group_id" TEXT,
    "title" TEXT NOT NULL DEFAULT '',
    "title_translations" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "images" JSONB NOT NULL DEFAULT '[]',
    "order" INTEGER NOT NULL DEFAULT 0,
    "is_default_group" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "event_type_groups_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_type_group_items" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "event_type_group_id" TEXT NOT NULL,
    "event_type_id" TEXT NOT NULL,
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_type_group_items_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "marketplace_users" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "password_hash" TEXT,
    "name" TEXT NOT NULL DEFAULT '',
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "email_verified" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "marketplace_users_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "customers" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "marketplace_user_id" TEXT,
    "name" TEXT NOT NULL DEFAULT '',
    "email" TEXT,
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "kennitala" TEXT,
    "notes" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "customers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "events" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "employee_id" TEXT,
    "space_id" TEXT,
    "resource_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "event_type_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "customer_id" TEXT,
    "marketplace_user_id" TEXT,
    "scheduled_event_id" TEXT,
    "tier_id" TEXT,
    "variation_id" TEXT,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "number_of_guests" INTEGER NOT NULL DEFAULT 1,
    "status" "event_status" NOT NULL DEFAULT 'confirmed',
    "origin" "event_origin" NOT NULL DEFAULT 'marketplace',
    "customer_name" TEXT NOT NULL DEFAULT '',
    "email" TEXT,
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "kennitala" TEXT,
    "license_plate" TEXT,
    "comment" TEXT,
    "booking_question_answers" JSONB NOT NULL DEFAULT '[]',
    "price" DECIMAL(14,4),
    "currency" TEXT,
    "cancelled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_services" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "event_id" TEXT NOT NULL,
    "event_type_id" TEXT NOT NULL,
    "employee_id" TEXT,
    "resource_id" TEXT,
    "order" INTEGER NOT NULL DEFAULT 0,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_services_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "occupancies" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "event_id" TEXT,
    "time_slot_reservation_id" TEXT,
    "employee_id" TEXT,
    "resource_id" TEXT,
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "guests" INTEGER NOT NULL DEFAULT 1,
    "blocks" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "occupancies_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "time_slot_reservations" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "event_type_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "number_of_guests" INTEGER NOT NULL DEFAULT 1,
    "employee_id" TEXT,
    "space_id" TEXT,
    "resource_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "marketplace_user_id" TEXT,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,
    "consumed_at" TIMESTAMPTZ(3),
    "event_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "time_slot_reservations_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scheduled_events" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "starts_at" TIMESTAMPTZ(3) NOT NULL,
    "ends_at" TIMESTAMPTZ(3) NOT NULL,
    "marketplace_visible" BOOLEAN NOT NULL DEFAULT false,
    "allow_cancellation" BOOLEAN NOT NULL DEFAULT true,
    "min_cancel_notice_minutes" INTEGER,
    "customer_selects_tier" BOOLEAN NOT NULL DEFAULT false,
    "booking_success_message" TEXT,
    "booking_success_message_translations" JSONB NOT NULL DEFAULT '{}',
    "location" JSONB,
    "images" JSONB NOT NULL DEFAULT '[]',
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scheduled_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "scheduled_event_tiers" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "scheduled_event_id" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "name_translations" JSONB NOT NULL DEFAULT '{}',
    "description" TEXT,
    "description_translations" JSONB NOT NULL DEFAULT '{}',
    "max_capacity" INTEGER NOT NULL,
    "min_group_size" INTEGER,
    "max_group_size" INTEGER,
    "booked_guests" INTEGER NOT NULL DEFAULT 0,
    "currency" TEXT,
    "variations" JSONB NOT NULL DEFAULT '[]',
    "marketplace_visible" BOOLEAN NOT NULL DEFAULT true,
    "payment_settings" JSONB,
    "confirmation_message" TEXT,
    "confirmation_message_translations" JSONB NOT NULL DEFAULT '{}',
    "booking_questions" JSONB NOT NULL DEFAULT '[]',
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "scheduled_event_tiers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payments" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "reference" TEXT,
    "marketplace_user_id" TEXT,
    "customer_id" TEXT,
    "employee_id" TEXT,
    "event_id" TEXT,
    "voucher_id" TEXT,
    "settlement_id" TEXT,
    "status" "payment_status" NOT NULL DEFAULT 'pending',
    "refundable" BOOLEAN NOT NULL DEFAULT false,
    "reason" TEXT,
    "provider" TEXT,
    "currency" TEXT NOT NULL,
    "amount" DECIMAL(14,4) NOT NULL,
    "settles_to_employee" BOOLEAN NOT NULL DEFAULT false,
    "settled_to" TEXT,
    "refunded_at" TIMESTAMPTZ(3),
    "settled_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payments_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settlement_accounts" (
    "id" TEXT NOT NULL,
    "enterprise_id" TEXT NOT NULL,
    "employee_id" TEXT,
    "name" TEXT NOT NULL DEFAULT '',
    "description" TEXT,
    "ssn" TEXT,
    "bank" TEXT,
    "book" TEXT,
    "account" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "settlement_accounts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "settlements" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "enterprise_id" TEXT,
    "settlement_account_id" TEXT,
    "settled_to" TEXT NOT NULL,
    "payments_from" TIMESTAMPTZ(3) NOT NULL,
    "payments_to" TIMESTAMPTZ(3) NOT NULL,
    "currency" TEXT,
    "transferred_to_enterprise" BOOLEAN NOT NULL DEFAULT false,
    "transferred_to_enterprise_at" TIMESTAMPTZ(3),
    "line_items" JSONB NOT NULL DEFAULT '[]',
    "total" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "fee" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "net_total" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "settlements_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "voucher_templates" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "type" "voucher_template_type" NOT NULL DEFAULT 'amount',
    "title" TEXT NOT NULL DEFAULT '',
    "description" TEXT,
    "marketplace_description" TEXT,
    "event_type_id" TEXT,
    "variation_id" TEXT,
    "number_of_guests" INTEGER NOT NULL DEFAULT 1,
    "currency" TEXT NOT NULL,
    "amount" DECIMAL(14,4) NOT NULL,
    "value" DECIMAL(14,4),
    "sessions_total" INTEGER,
    "marketplace" BOOLEAN NOT NULL DEFAULT false,
    "expiration_months_after_purchase" INTEGER NOT NULL DEFAULT 48,
    "images" JSONB NOT NULL DEFAULT '[]',
    "primary_color" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "voucher_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "vouchers" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "template_id" TEXT,
    "marketplace_user_id" TEXT,
    "customer_id" TEXT,
    "code" TEXT NOT NULL,
    "currency" TEXT NOT NULL,
    "amount" DECIMAL(14,4) NOT NULL,
    "amount_used" DECIMAL(14,4) NOT NULL DEFAULT 0,
    "data" JSONB NOT NULL DEFAULT '{}',
    "color" TEXT,
    "message" TEXT,
    "status" "voucher_status" NOT NULL DEFAULT 'never_used',
    "phone_country_code" TEXT,
    "phone_number" TEXT,
    "email" TEXT,
    "expiration" TIMESTAMPTZ(3),
    "deleted_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "vouchers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_terminals" (
    "id" TEXT NOT NULL,
    "terminal_id" TEXT NOT NULL,
    "company_id" TEXT,
    "issuer" TEXT,
    "issuer_type" "terminal_issuer_type",
    "readable_identifier" TEXT,
    "brand" TEXT,
    "model" TEXT,
    "provider" TEXT,
    "serial" TEXT,
    "description" TEXT,
    "default" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "payment_terminals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payment_terminal_moves" (
    "id" TEXT NOT NULL,
    "payment_terminal_id" TEXT NOT NULL,
    "company_id" TEXT,
    "from_issuer" TEXT,
    "to_issuer" TEXT,
    "moved_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payment_terminal_moves_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "fiscalization_onboardings" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "status" "fiscalization_status" NOT NULL DEFAULT 'active',
    "tax_id" TEXT,
    "data" JSONB NOT NULL DEFAULT '{}',
    "tax_credentials_password_encrypted" TEXT,
    "archived_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "fiscalization_onboardings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rule_sets" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "date" TEXT NOT NULL,
    "rrule" TEXT,
    "starts_at" TEXT NOT NULL DEFAULT '00:00',
    "ends_at" TEXT NOT NULL DEFAULT '24:00',
    "priority" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rule_sets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "rules" (
    "id" TEXT NOT NULL,
    "company_id" TEXT NOT NULL,
    "rule_set_id" TEXT NOT NULL,
    "type" "rule_type" NOT NULL,
    "starts_at" TEXT,
    "ends_at" TEXT,
    "open" BOOLEAN,
    "max_total_pax" INTEGER,
    "employees" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "employees_association" "rule_association",
    "resources" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "resources_association" "rule_association",
    "priority" INTEGER,
    "order" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotency_keys" (
    "id" TEXT NOT NULL,
    "scope" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "company_id" TEXT,
    "request_hash" TEXT NOT NULL,
    "method" TEXT NOT NULL,
    "path" TEXT NOT NULL,
    "status" "idempotency_status" NOT NULL DEFAULT 'running',
    "response_status" INTEGER,
    "response_body" JSONB,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,
    "expires_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "idempotency_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "outbox_messages" (
    "id" TEXT NOT NULL,
    "company_id" TEXT,
    "kind" TEXT NOT NULL,
    "to" TEXT NOT NULL,
    "subject" TEXT NOT NULL DEFAULT '',
    "body" TEXT NOT NULL DEFAULT '',
    "html" TEXT,
    "attachments" JSONB NOT NULL DEFAULT '[]',
    "status" "outbox_status" NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "send_after" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMPTZ(3),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "outbox_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "enterprises_url_name_key" ON "enterprises"("url_name");

-- CreateIndex
CREATE INDEX "enterprises_available_on_marketplace_idx" ON "enterprises"("available_on_marketplace");

-- CreateIndex
CREATE UNIQUE INDEX "hq_users_email_key" ON "hq_users"("email");

-- CreateIndex
CREATE INDEX "enterprise_admins_user_id_idx" ON "enterprise_admins"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "enterprise_admins_enterprise_id_user_id_key" ON "enterprise_admins"("enterprise_id", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens"("token_hash");

-- CreateIndex
CREATE INDEX "api_tokens_user_id_idx" ON "api_tokens"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "companies_url_name_key" ON "companies"("url_name");

-- CreateIndex
CREATE UNIQUE INDEX "companies_invite_link_token_key" ON "companies"("invite_link_token");

-- CreateIndex
CREATE INDEX "companies_enterprise_id_enterprise_order_idx" ON "companies"("enterprise_id", "enterprise_order");

-- CreateIndex
CREATE INDEX "companies_marketplace_enabled_marketplace_visible_idx" ON "companies"("marketplace_enabled", "marketplace_visible");

-- CreateIndex
CREATE INDEX "companies_lat_lng_idx" ON "companies"("lat", "lng");

-- CreateIndex
CREATE INDEX "companies_country_code_idx" ON "companies"("country_code");

-- CreateIndex
CREATE INDEX "companies_favorites_idx" ON "companies"("favorites");

-- CreateIndex
CREATE INDEX "companies_name_idx" ON "companies"("name");

-- CreateIndex
CREATE INDEX "companies_created_at_idx" ON "companies"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "company_types_readable_id_key" ON "company_types"("readable_id");

-- CreateIndex
CREATE INDEX "company_types_country_code_order_idx" ON "company_types"("country_code", "order");

-- CreateIndex
CREATE UNIQUE INDEX "service_types_readable_id_key" ON "service_types"("readable_id");

-- CreateIndex
CREATE INDEX "service_types_country_code_order_idx" ON "service_types"("country_code", "order");

-- CreateIndex
CREATE UNIQUE INDEX "cuisines_readable_id_key" ON "cuisines"("readable_id");

-- CreateIndex
CREATE INDEX "cuisines_order_idx" ON "cuisines"("order");

-- CreateIndex
CREATE UNIQUE INDEX "dietaries_readable_id_key" ON "dietaries"("readable_id");

-- CreateIndex
CREATE INDEX "dietaries_order_idx" ON "dietaries"("order");

-- CreateIndex
CREATE UNIQUE INDEX "ambiences_readable_id_key" ON "ambiences"("readable_id");

-- CreateIndex
CREATE INDEX "ambiences_order_idx" ON "ambiences"("order");

-- CreateIndex
CREATE INDEX "company_company_types_company_type_id_idx" ON "company_company_types"("company_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "company_company_types_company_id_company_type_id_key" ON "company_company_types"("company_id", "company_type_id");

-- CreateIndex
CREATE INDEX "company_service_types_service_type_id_idx" ON "company_service_types"("service_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "company_service_types_company_id_service_type_id_key" ON "company_service_types"("company_id", "service_type_id");

-- CreateIndex
CREATE INDEX "company_cuisines_cuisine_id_idx" ON "company_cuisines"("cuisine_id");

-- CreateIndex
CREATE UNIQUE INDEX "company_cuisines_company_id_cuisine_id_key" ON "company_cuisines"("company_id", "cuisine_id");

-- CreateIndex
CREATE INDEX "company_dietaries_dietary_id_idx" ON "company_dietaries"("dietary_id");

-- CreateIndex
CREATE UNIQUE INDEX "company_dietaries_company_id_dietary_id_key" ON "company_dietaries"("company_id", "dietary_id");

-- CreateIndex
CREATE INDEX "company_ambiences_ambience_id_idx" ON "company_ambiences"("ambience_id");

-- CreateIndex
CREATE UNIQUE INDEX "company_ambiences_company_id_ambience_id_key" ON "company_ambiences"("company_id", "ambience_id");

-- CreateIndex
CREATE INDEX "employees_company_id_order_idx" ON "employees"("company_id", "order");

-- CreateIndex
CREATE INDEX "employees_company_id_marketplace_enabled_idx" ON "employees"("company_id", "marketplace_enabled");

-- CreateIndex
CREATE INDEX "employees_company_id_created_at_idx" ON "employees"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "employees_user_id_idx" ON "employees"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "employees_company_id_user_id_key" ON "employees"("company_id", "user_id");

-- CreateIndex
CREATE INDEX "resource_groups_company_id_order_idx" ON "resource_groups"("company_id", "order");

-- CreateIndex
CREATE INDEX "resources_company_id_order_idx" ON "resources"("company_id", "order");

-- CreateIndex
CREATE INDEX "resources_company_id_type_idx" ON "resources"("company_id", "type");

-- CreateIndex
CREATE INDEX "resources_company_id_marketplace_idx" ON "resources"("company_id", "marketplace");

-- CreateIndex
CREATE INDEX "resources_company_id_created_at_idx" ON "resources"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "resources_resource_group_id_idx" ON "resources"("resource_group_id");

-- CreateIndex
CREATE INDEX "vats_country_code_idx" ON "vats"("country_code");

-- CreateIndex
CREATE INDEX "vats_company_id_idx" ON "vats"("company_id");

-- CreateIndex
CREATE INDEX "event_type_category_groups_company_id_order_idx" ON "event_type_category_groups"("company_id", "order");

-- CreateIndex
CREATE INDEX "event_type_categories_company_id_order_idx" ON "event_type_categories"("company_id", "order");

-- CreateIndex
CREATE INDEX "event_type_categories_event_type_category_group_id_idx" ON "event_type_categories"("event_type_category_group_id");

-- CreateIndex
CREATE INDEX "event_types_company_id_created_at_idx" ON "event_types"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "event_types_company_id_hidden_idx" ON "event_types"("company_id", "hidden");

-- CreateIndex
CREATE INDEX "event_types_vat_id_idx" ON "event_types"("vat_id");

-- CreateIndex
CREATE INDEX "event_types_event_type_category_id_idx" ON "event_types"("event_type_category_id");

-- CreateIndex
CREATE INDEX "event_types_event_type_category_group_id_idx" ON "event_types"("event_type_category_group_id");

-- CreateIndex
CREATE INDEX "event_type_groups_company_id_order_idx" ON "event_type_groups"("company_id", "order");

-- CreateIndex
CREATE INDEX "event_type_groups_parent_event_type_group_id_idx" ON "event_type_groups"("parent_event_type_group_id");

-- CreateIndex
CREATE INDEX "event_type_group_items_event_type_id_idx" ON "event_type_group_items"("event_type_id");

-- CreateIndex
CREATE INDEX "event_type_group_items_company_id_idx" ON "event_type_group_items"("company_id");

-- CreateIndex
CREATE UNIQUE INDEX "event_type_group_items_event_type_group_id_event_type_id_key" ON "event_type_group_items"("event_type_group_id", "event_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "marketplace_users_email_key" ON "marketplace_users"("email");

-- CreateIndex
CREATE INDEX "customers_company_id_email_idx" ON "customers"("company_id", "email");

-- CreateIndex
CREATE INDEX "customers_company_id_phone_number_idx" ON "customers"("company_id", "phone_number");

-- CreateIndex
CREATE INDEX "customers_company_id_created_at_idx" ON "customers"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "customers_marketplace_user_id_idx" ON "customers"("marketplace_user_id");

-- CreateIndex
CREATE UNIQUE INDEX "customers_company_id_marketplace_user_id_key" ON "customers"("company_id", "marketplace_user_id");

-- CreateIndex
CREATE INDEX "events_company_id_starts_at_idx" ON "events"("company_id", "starts_at");

-- CreateIndex
CREATE INDEX "events_company_id_created_at_idx" ON "events"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "events_company_id_status_starts_at_idx" ON "events"("company_id", "status", "starts_at");

-- CreateIndex
CREATE INDEX "events_employee_id_starts_at_idx" ON "events"("employee_id", "starts_at");

-- CreateIndex
CREATE INDEX "events_space_id_starts_at_idx" ON "events"("space_id", "starts_at");

-- CreateIndex
CREATE INDEX "events_marketplace_user_id_starts_at_idx" ON "events"("marketplace_user_id", "starts_at");

-- CreateIndex
CREATE INDEX "events_customer_id_idx" ON "events"("customer_id");

-- CreateIndex
CREATE INDEX "events_scheduled_event_id_idx" ON "events"("scheduled_event_id");

-- CreateIndex
CREATE INDEX "events_tier_id_idx" ON "events"("tier_id");

-- CreateIndex
CREATE INDEX "event_services_event_type_id_idx" ON "event_services"("event_type_id");

-- CreateIndex
CREATE INDEX "event_services_employee_id_starts_at_idx" ON "event_services"("employee_id", "starts_at");

-- CreateIndex
CREATE INDEX "event_services_resource_id_starts_at_idx" ON "event_services"("resource_id", "starts_at");

-- CreateIndex
CREATE INDEX "event_services_company_id_starts_at_idx" ON "event_services"("company_id", "starts_at");

-- CreateIndex
CREATE UNIQUE INDEX "event_services_event_id_order_key" ON "event_services"("event_id", "order");

-- CreateIndex
CREATE INDEX "occupancies_company_id_starts_at_idx" ON "occupancies"("company_id", "starts_at");

-- CreateIndex
CREATE INDEX "occupancies_employee_id_starts_at_idx" ON "occupancies"("employee_id", "starts_at");

-- CreateIndex
CREATE INDEX "occupancies_resource_id_starts_at_idx" ON "occupancies"("resource_id", "starts_at");

-- CreateIndex
CREATE INDEX "occupancies_event_id_idx" ON "occupancies"("event_id");

-- CreateIndex
CREATE INDEX "occupancies_time_slot_reservation_id_idx" ON "occupancies"("time_slot_reservation_id");

-- CreateIndex
CREATE UNIQUE INDEX "time_slot_reservations_event_id_key" ON "time_slot_reservations"("event_id");

-- CreateIndex
CREATE INDEX "time_slot_reservations_expires_at_idx" ON "time_slot_reservations"("expires_at");

-- CreateIndex
CREATE INDEX "time_slot_reservations_company_id_starts_at_idx" ON "time_slot_reservations"("company_id", "starts_at");

-- CreateIndex
CREATE INDEX "time_slot_reservations_marketplace_user_id_idx" ON "time_slot_reservations"("marketplace_user_id");

-- CreateIndex
CREATE INDEX "scheduled_events_company_id_starts_at_idx" ON "scheduled_events"("company_id", "starts_at");

-- CreateIndex
CREATE INDEX "scheduled_events_company_id_created_at_idx" ON "scheduled_events"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "scheduled_events_marketplace_visible_starts_at_idx" ON "scheduled_events"("marketplace_visible", "starts_at");

-- CreateIndex
CREATE INDEX "scheduled_event_tiers_scheduled_event_id_order_idx" ON "scheduled_event_tiers"("scheduled_event_id", "order");

-- CreateIndex
CREATE INDEX "scheduled_event_tiers_company_id_idx" ON "scheduled_event_tiers"("company_id");

-- CreateIndex
CREATE INDEX "payments_company_id_status_idx" ON "payments"("company_id", "status");

-- CreateIndex
CREATE INDEX "payments_company_id_created_at_idx" ON "payments"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "payments_marketplace_user_id_idx" ON "payments"("marketplace_user_id");

-- CreateIndex
CREATE INDEX "payments_customer_id_idx" ON "payments"("customer_id");

-- CreateIndex
CREATE INDEX "payments_employee_id_idx" ON "payments"("employee_id");

-- CreateIndex
CREATE INDEX "payments_event_id_idx" ON "payments"("event_id");

-- CreateIndex
CREATE INDEX "payments_voucher_id_idx" ON "payments"("voucher_id");

-- CreateIndex
CREATE INDEX "payments_settlement_id_idx" ON "payments"("settlement_id");

-- CreateIndex
CREATE INDEX "settlement_accounts_enterprise_id_idx" ON "settlement_accounts"("enterprise_id");

-- CreateIndex
CREATE INDEX "settlement_accounts_employee_id_idx" ON "settlement_accounts"("employee_id");

-- CreateIndex
CREATE INDEX "settlements_company_id_created_at_idx" ON "settlements"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "settlements_company_id_payments_from_idx" ON "settlements"("company_id", "payments_from");

-- CreateIndex
CREATE INDEX "settlements_enterprise_id_idx" ON "settlements"("enterprise_id");

-- CreateIndex
CREATE INDEX "settlements_settlement_account_id_idx" ON "settlements"("settlement_account_id");

-- CreateIndex
CREATE UNIQUE INDEX "settlements_company_id_settled_to_payments_from_key" ON "settlements"("company_id", "settled_to", "payments_from");

-- CreateIndex
CREATE INDEX "voucher_templates_company_id_created_at_idx" ON "voucher_templates"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "voucher_templates_company_id_marketplace_idx" ON "voucher_templates"("company_id", "marketplace");

-- CreateIndex
CREATE INDEX "voucher_templates_event_type_id_idx" ON "voucher_templates"("event_type_id");

-- CreateIndex
CREATE UNIQUE INDEX "vouchers_code_key" ON "vouchers"("code");

-- CreateIndex
CREATE INDEX "vouchers_company_id_created_at_idx" ON "vouchers"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "vouchers_company_id_status_idx" ON "vouchers"("company_id", "status");

-- CreateIndex
CREATE INDEX "vouchers_template_id_idx" ON "vouchers"("template_id");

-- CreateIndex
CREATE INDEX "vouchers_marketplace_user_id_idx" ON "vouchers"("marketplace_user_id");

-- CreateIndex
CREATE INDEX "vouchers_customer_id_idx" ON "vouchers"("customer_id");

-- CreateIndex
CREATE INDEX "vouchers_expiration_idx" ON "vouchers"("expiration");

-- CreateIndex
CREATE UNIQUE INDEX "payment_terminals_terminal_id_key" ON "payment_terminals"("terminal_id");

-- CreateIndex
CREATE INDEX "payment_terminals_company_id_idx" ON "payment_terminals"("company_id");

-- CreateIndex
CREATE INDEX "payment_terminals_issuer_idx" ON "payment_terminals"("issuer");

-- CreateIndex
CREATE INDEX "payment_terminal_moves_payment_terminal_id_created_at_idx" ON "payment_terminal_moves"("payment_terminal_id", "created_at");

-- CreateIndex
CREATE INDEX "payment_terminal_moves_company_id_idx" ON "payment_terminal_moves"("company_id");

-- CreateIndex
CREATE INDEX "fiscalization_onboardings_company_id_status_idx" ON "fiscalization_onboardings"("company_id", "status");

-- CreateIndex
CREATE INDEX "rule_sets_company_id_date_idx" ON "rule_sets"("company_id", "date");

-- CreateIndex
CREATE INDEX "rule_sets_company_id_created_at_idx" ON "rule_sets"("company_id", "created_at");

-- CreateIndex
CREATE INDEX "rules_rule_set_id_order_idx" ON "rules"("rule_set_id", "order");

-- CreateIndex
CREATE INDEX "rules_company_id_type_idx" ON "rules"("company_id", "type");

-- CreateIndex
CREATE INDEX "idempotency_keys_expires_at_idx" ON "idempotency_keys"("expires_at");

-- CreateIndex
CREATE INDEX "idempotency_keys_company_id_idx" ON "idempotency_keys"("company_id");

-- CreateIndex
CREATE UNIQUE INDEX "idempotency_keys_scope_key_key" ON "idempotency_keys"("scope", "key");

-- CreateIndex
CREATE INDEX "outbox_messages_status_send_after_idx" ON "outbox_messages"("status", "send_after");

-- CreateIndex
CREATE INDEX "outbox_messages_company_id_created_at_idx" ON "outbox_messages"("company_id", "created_at");

-- AddForeignKey
ALTER TABLE "enterprise_admins" ADD CONSTRAINT "enterprise_admins_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "enterprise_admins" ADD CONSTRAINT "enterprise_admins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "hq_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "hq_users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "companies" ADD CONSTRAINT "companies_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_company_types" ADD CONSTRAINT "company_company_types_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_company_types" ADD CONSTRAINT "company_company_types_company_type_id_fkey" FOREIGN KEY ("company_type_id") REFERENCES "company_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_service_types" ADD CONSTRAINT "company_service_types_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_service_types" ADD CONSTRAINT "company_service_types_service_type_id_fkey" FOREIGN KEY ("service_type_id") REFERENCES "service_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_cuisines" ADD CONSTRAINT "company_cuisines_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_cuisines" ADD CONSTRAINT "company_cuisines_cuisine_id_fkey" FOREIGN KEY ("cuisine_id") REFERENCES "cuisines"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_dietaries" ADD CONSTRAINT "company_dietaries_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_dietaries" ADD CONSTRAINT "company_dietaries_dietary_id_fkey" FOREIGN KEY ("dietary_id") REFERENCES "dietaries"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_ambiences" ADD CONSTRAINT "company_ambiences_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "company_ambiences" ADD CONSTRAINT "company_ambiences_ambience_id_fkey" FOREIGN KEY ("ambience_id") REFERENCES "ambiences"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "hq_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resource_groups" ADD CONSTRAINT "resource_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "resources" ADD CONSTRAINT "resources_resource_group_id_fkey" FOREIGN KEY ("resource_group_id") REFERENCES "resource_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vats" ADD CONSTRAINT "vats_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_category_groups" ADD CONSTRAINT "event_type_category_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_categories" ADD CONSTRAINT "event_type_categories_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_categories" ADD CONSTRAINT "event_type_categories_event_type_category_group_id_fkey" FOREIGN KEY ("event_type_category_group_id") REFERENCES "event_type_category_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_vat_id_fkey" FOREIGN KEY ("vat_id") REFERENCES "vats"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_event_type_category_id_fkey" FOREIGN KEY ("event_type_category_id") REFERENCES "event_type_categories"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_types" ADD CONSTRAINT "event_types_event_type_category_group_id_fkey" FOREIGN KEY ("event_type_category_group_id") REFERENCES "event_type_category_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_groups" ADD CONSTRAINT "event_type_groups_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_groups" ADD CONSTRAINT "event_type_groups_parent_event_type_group_id_fkey" FOREIGN KEY ("parent_event_type_group_id") REFERENCES "event_type_groups"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_group_items" ADD CONSTRAINT "event_type_group_items_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_group_items" ADD CONSTRAINT "event_type_group_items_event_type_group_id_fkey" FOREIGN KEY ("event_type_group_id") REFERENCES "event_type_groups"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_type_group_items" ADD CONSTRAINT "event_type_group_items_event_type_id_fkey" FOREIGN KEY ("event_type_id") REFERENCES "event_types"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "customers" ADD CONSTRAINT "customers_marketplace_user_id_fkey" FOREIGN KEY ("marketplace_user_id") REFERENCES "marketplace_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_marketplace_user_id_fkey" FOREIGN KEY ("marketplace_user_id") REFERENCES "marketplace_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_scheduled_event_id_fkey" FOREIGN KEY ("scheduled_event_id") REFERENCES "scheduled_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "events" ADD CONSTRAINT "events_tier_id_fkey" FOREIGN KEY ("tier_id") REFERENCES "scheduled_event_tiers"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_event_type_id_fkey" FOREIGN KEY ("event_type_id") REFERENCES "event_types"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "event_services" ADD CONSTRAINT "event_services_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_time_slot_reservation_id_fkey" FOREIGN KEY ("time_slot_reservation_id") REFERENCES "time_slot_reservations"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_resource_id_fkey" FOREIGN KEY ("resource_id") REFERENCES "resources"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_space_id_fkey" FOREIGN KEY ("space_id") REFERENCES "resources"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_marketplace_user_id_fkey" FOREIGN KEY ("marketplace_user_id") REFERENCES "marketplace_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "time_slot_reservations" ADD CONSTRAINT "time_slot_reservations_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scheduled_events" ADD CONSTRAINT "scheduled_events_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scheduled_event_tiers" ADD CONSTRAINT "scheduled_event_tiers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "scheduled_event_tiers" ADD CONSTRAINT "scheduled_event_tiers_scheduled_event_id_fkey" FOREIGN KEY ("scheduled_event_id") REFERENCES "scheduled_events"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_marketplace_user_id_fkey" FOREIGN KEY ("marketplace_user_id") REFERENCES "marketplace_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "events"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_voucher_id_fkey" FOREIGN KEY ("voucher_id") REFERENCES "vouchers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payments" ADD CONSTRAINT "payments_settlement_id_fkey" FOREIGN KEY ("settlement_id") REFERENCES "settlements"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settlement_accounts" ADD CONSTRAINT "settlement_accounts_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employees"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_enterprise_id_fkey" FOREIGN KEY ("enterprise_id") REFERENCES "enterprises"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_settlement_account_id_fkey" FOREIGN KEY ("settlement_account_id") REFERENCES "settlement_accounts"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_event_type_id_fkey" FOREIGN KEY ("event_type_id") REFERENCES "event_types"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_template_id_fkey" FOREIGN KEY ("template_id") REFERENCES "voucher_templates"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_marketplace_user_id_fkey" FOREIGN KEY ("marketplace_user_id") REFERENCES "marketplace_users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_fkey" FOREIGN KEY ("customer_id") REFERENCES "customers"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_terminals" ADD CONSTRAINT "payment_terminals_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_terminal_moves" ADD CONSTRAINT "payment_terminal_moves_payment_terminal_id_fkey" FOREIGN KEY ("payment_terminal_id") REFERENCES "payment_terminals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payment_terminal_moves" ADD CONSTRAINT "payment_terminal_moves_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "fiscalization_onboardings" ADD CONSTRAINT "fiscalization_onboardings_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rule_sets" ADD CONSTRAINT "rule_sets_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rules" ADD CONSTRAINT "rules_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rules" ADD CONSTRAINT "rules_rule_set_id_fkey" FOREIGN KEY ("rule_set_id") REFERENCES "rule_sets"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_company_id_fkey" FOREIGN KEY ("company_id") REFERENCES "companies"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------
-- Hand-written: what Prisma's schema language cannot express.
-- Extensions live in public so that per-schema test databases share them.
CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;

-- No double booking, enforced by the database whatever the concurrency: two blocking occupancies
-- of one employee or one resource can never overlap in time.
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_resource_no_overlap"
  EXCLUDE USING gist ("company_id" WITH =, "resource_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("blocks" AND "resource_id" IS NOT NULL);
ALTER TABLE "occupancies" ADD CONSTRAINT "occupancies_employee_no_overlap"
  EXCLUDE USING gist ("company_id" WITH =, "employee_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&)
  WHERE ("blocks" AND "employee_id" IS NOT NULL);

-- One active fiscalization onboarding per company (restarting archives the old one first).
CREATE UNIQUE INDEX "fiscalization_onboardings_one_active"
  ON "fiscalization_onboardings" ("company_id") WHERE "status" = 'active';
