CREATE TABLE "coupon_reservations" (
	"session_id" text PRIMARY KEY NOT NULL,
	"coupon_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "coupon_reservations" ADD CONSTRAINT "coupon_reservations_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_reservations" ADD CONSTRAINT "coupon_reservations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_reservations_open_expiry_idx" ON "coupon_reservations" USING btree ("expires_at") WHERE "coupon_reservations"."consumed_at" is null and "coupon_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "coupon_reservations_open_user_idx" ON "coupon_reservations" USING btree ("coupon_id","user_id") WHERE "coupon_reservations"."consumed_at" is null and "coupon_reservations"."released_at" is null;