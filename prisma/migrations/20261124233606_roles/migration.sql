-- CreateEnum
CREATE TYPE "enterprise_role" AS ENUM ('owner', 'admin');

-- CreateEnum
CREATE TYPE "company_role" AS ENUM ('manager', 'front_desk', 'staff', 'accountant');

-- AlterTable
ALTER TABLE "employees" ADD COLUMN     "role" "company_role" NOT NULL DEFAULT 'staff';

-- AlterTable
ALTER TABLE "enterprise_admins" ADD COLUMN     "role" "enterprise_role" NOT NULL DEFAULT 'owner';

-- Hand-written: the roles of the people who had an HQ login before roles existed (docs/roles.md,
-- "Roles of existing users"). Every enterprise admin became an owner (the column's default). An
-- employee with an HQ login was made one by the operator (`npm run admin -- create-user
-- --company`) and could do everything in the company: that was the only admin right there was,
-- so they become managers, which keeps their company's work and takes away what was never
-- theirs (the enterprise, the platform's fields). Employees without a login become staff (they
-- cannot sign in).
UPDATE "employees" SET "role" = 'manager' WHERE "user_id" IS NOT NULL;
