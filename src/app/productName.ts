// The product's name as shown to people: "Pathagar" in English, "পাঠাগার" in Bangla.
import { msg } from "@lingui/core/macro";

export const productName = msg({ message: "Pathagar", context: "Product name" });
