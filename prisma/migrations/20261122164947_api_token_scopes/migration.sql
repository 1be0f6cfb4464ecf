-- CreateEnum
CREATE TYPE "api_token_scope" AS ENUM ('read', 'write');

-- AlterTable
ALTER TABLE "api_tokens" ADD COLUMN     "company_ids" TEXT[] DEFAULT ARRAY[]::TEXT[],
ADD COLUMN     "scope" "api_token_scope" NOT NULL DEFAULT 'write';
