// Generated from docs/openapi.json by `npm run openapi`: do not edit.
export interface paths {
    "/health/live": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The process is up */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/health/ready": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The database, and Redis and the bucket when configured, answer (503 names what failed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                database: "ok";
                                /** @enum {string} */
                                redis?: "ok";
                                /** @enum {string} */
                                bucket?: "ok";
                            };
                        };
                    };
                };
                /** @description Default Response */
                503: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 503;
                            msg: string;
                            msgKey: string;
                            errors: {
                                field: string;
                                msgKey: string;
                            }[];
                            requestId: string;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/area/countries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Countries */
        get: {
            parameters: {
                query?: {
                    version?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                version: string;
                                list: {
                                    id: number;
                                    name: string;
                                    nameZh: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/area/provinces": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Provinces of a country */
        get: {
            parameters: {
                query: {
                    version?: string;
                    countryId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                version: string;
                                list: {
                                    id: number;
                                    name: string;
                                    nameZh: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/area/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities of a province */
        get: {
            parameters: {
                query: {
                    version?: string;
                    provinceId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                version: string;
                                list: {
                                    id: number;
                                    name: string;
                                    nameZh: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/email/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with email and password (202 with a challenge: an account with a second factor) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                tokenName: "stringer-token";
                                token: string;
                                expiresAt: string;
                                user: {
                                    customId: number;
                                    /** @enum {string} */
                                    role: "creator" | "reviewer" | "support" | "admin";
                                    account: string;
                                    mail: string;
                                    realName: string;
                                    nickName: string | null;
                                    intro: string | null;
                                    avatarUrl: string | null;
                                    countryId: number | null;
                                    provinceId: number | null;
                                    cityId: number | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    tags: {
                                        id: number;
                                        name: string;
                                        nameZh: string;
                                    }[];
                                    createdAt: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 202;
                            msg: string;
                            /** @enum {string} */
                            msgKey: "factors.secondStepRequired";
                            data: {
                                challenge: string;
                                expiresAt: string;
                                methods: ("totp" | "passkey" | "recovery")[];
                                passkeyOptions: ({
                                    challenge: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/login/second-step": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Complete a sign-in's second step: an authenticator code, a recovery code or a passkey */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        proof: {
                            /** @enum {string} */
                            method: "totp";
                            code: string;
                        } | {
                            /** @enum {string} */
                            method: "recovery";
                            code: string;
                        } | {
                            /** @enum {string} */
                            method: "passkey";
                            response: {
                                id: string;
                                rawId: string;
                                /** @enum {string} */
                                type: "public-key";
                                response: {
                                    clientDataJSON: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            } & {
                                [key: string]: unknown;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                tokenName: "stringer-token";
                                token: string;
                                expiresAt: string;
                                user: {
                                    customId: number;
                                    /** @enum {string} */
                                    role: "creator" | "reviewer" | "support" | "admin";
                                    account: string;
                                    mail: string;
                                    realName: string;
                                    nickName: string | null;
                                    intro: string | null;
                                    avatarUrl: string | null;
                                    countryId: number | null;
                                    provinceId: number | null;
                                    cityId: number | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    tags: {
                                        id: number;
                                        name: string;
                                        nameZh: string;
                                    }[];
                                    createdAt: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign out this session */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My second factors */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                totp: boolean;
                                passkeys: {
                                    id: number;
                                    name: string;
                                    createdAt: string;
                                    lastUsedAt: string | null;
                                }[];
                                recoveryCodesLeft: number;
                                required: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start setting up an authenticator app: a new secret and its QR code (password again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                secret: string;
                                uri: string;
                                qrCode: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/totp/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm the authenticator app with its first code (the first factor brings recovery codes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        code: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                recoveryCodes: string[] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/totp/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove the authenticator app (password again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/passkeys/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start adding a passkey: the browser's WebAuthn options (password again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                challenge: string;
                                options: {
                                    challenge: string;
                                } & {
                                    [key: string]: unknown;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/passkeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add the passkey the browser made, with its name */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        challenge: string;
                        name: string;
                        response: {
                            id: string;
                            rawId: string;
                            /** @enum {string} */
                            type: "public-key";
                            response: {
                                clientDataJSON: string;
                            } & {
                                [key: string]: unknown;
                            };
                        } & {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                recoveryCodes: string[] | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/passkeys/remove": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a passkey (password again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/account/factors/recovery-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** New recovery codes, shown once; the old ones stop working (password again) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                recoveryCodes: string[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/google/config": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the web app needs to show Google's button (null client id: not configured) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                clientId: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/account/google/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in with Google's ID token; a new address gives its region once (202: a second factor is asked) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        credential: string;
                        countryId?: number;
                        provinceId?: number | null;
                        cityId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                tokenName: "stringer-token";
                                token: string;
                                expiresAt: string;
                                user: {
                                    customId: number;
                                    /** @enum {string} */
                                    role: "creator" | "reviewer" | "support" | "admin";
                                    account: string;
                                    mail: string;
                                    realName: string;
                                    nickName: string | null;
                                    intro: string | null;
                                    avatarUrl: string | null;
                                    countryId: number | null;
                                    provinceId: number | null;
                                    cityId: number | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    tags: {
                                        id: number;
                                        name: string;
                                        nameZh: string;
                                    }[];
                                    createdAt: string;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                202: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 202;
                            msg: string;
                            /** @enum {string} */
                            msgKey: "factors.secondStepRequired";
                            data: {
                                challenge: string;
                                expiresAt: string;
                                methods: ("totp" | "passkey" | "recovery")[];
                                passkeyOptions: ({
                                    challenge: string;
                                } & {
                                    [key: string]: unknown;
                                }) | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/custom/mail/code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a sign-up code */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/verification-code/mail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Mail a code to retrieve the password of an account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        mail: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/custom/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign up */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        realName: string;
                        countryId: number;
                        provinceId?: number | null;
                        cityId?: number | null;
                        account: string;
                        mail: string;
                        code: string;
                        password: string & (string);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/custom/password/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a mailed code; signs the account out everywhere */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        code: string;
                        password: string & (string);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/custom/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in account */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/custom/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's public profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** tus: create an upload (Upload-Length, Upload-Metadata: kind, filename) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Created: Location names the upload */
                201: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/files/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** tus: offset, append, terminate */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description HEAD: Upload-Offset and Upload-Length */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description PATCH: appended, Upload-Offset is the new end; DELETE: terminated */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        /** tus: offset, append, terminate */
        head: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description HEAD: Upload-Offset and Upload-Length */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description PATCH: appended, Upload-Offset is the new end; DELETE: terminated */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** tus: offset, append, terminate */
        patch: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description HEAD: Upload-Offset and Upload-Length */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description PATCH: appended, Upload-Offset is the new end; DELETE: terminated */
                204: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        trace?: never;
    };
    "/web/files/{id}/info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A file of mine: state, probe results, a playable URL */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                fileId: string;
                                /** @enum {string} */
                                kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                name: string;
                                size: number;
                                mime: string | null;
                                /** @enum {string} */
                                state: "uploading" | "processing" | "ready" | "refused";
                                refusedKey: string | null;
                                refusedAtS: number | null;
                                durationS: number | null;
                                width: number | null;
                                height: number | null;
                                url: string | null;
                                media: {
                                    /** @enum {string} */
                                    state: "pending" | "processing" | "ready" | "failed";
                                    progress: number | null;
                                    errorKey: string | null;
                                    errorAtS: number | null;
                                    hlsUrl: string | null;
                                    streamUrl: string | null;
                                    previewUrl: string | null;
                                    posterUrl: string | null;
                                    storyboardUrl: string | null;
                                    frameRate: number | null;
                                    durationS: number | null;
                                    waiting: {
                                        ahead: number;
                                        etaS: number | null;
                                    } | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/files/{id}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The bytes, by a signed URL (what a <video> can use), with range requests */
        get: {
            parameters: {
                query: {
                    exp: number;
                    sig: string;
                };
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The whole file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The range asked for */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description A range outside the file */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A picture staff published (a cover or banner image), without a session */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/s3/bucket/{key}/videoFrame": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A JPEG frame of a stored video, at `time` seconds (default 1) */
        get: {
            parameters: {
                query?: {
                    time?: number;
                };
                header?: never;
                path: {
                    key: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The frame */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/files/{id}/renditions/{*}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A video's rendition (preview, poster, storyboard, HLS playlist or segment), by a signed URL */
        get: {
            parameters: {
                query: {
                    exp: number;
                    sig: string;
                };
                header?: never;
                path: {
                    id: string;
                    "*": string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The rendition */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "video/mp4": string;
                        "application/json": string;
                        "text/vtt": string;
                        "application/vnd.apple.mpegurl": string;
                        "video/mp2t": string;
                        "video/iso.segment": string;
                    };
                };
                /** @description The range asked for */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "video/mp4": string;
                        "video/iso.segment": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/files/{id}/technical": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work's or clue's video: codec, size, rate, loudness, and the container's time and place */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                container: string;
                                videoCodec: string | null;
                                profile: string | null;
                                pixelFormat: string | null;
                                bitDepth: number | null;
                                width: number | null;
                                height: number | null;
                                frameRate: number | null;
                                variableFrameRate: boolean;
                                bitRate: number | null;
                                durationS: number;
                                rotation: number;
                                /** @enum {string|null} */
                                hdr: "pq" | "hlg" | null;
                                audioCodec: string | null;
                                audioChannels: number | null;
                                audioSampleRate: number | null;
                                loudnessLufs: number | null;
                                /**
                                 * @default null
                                 * @enum {string|null}
                                 */
                                firstStream: "copied" | "encoded" | null;
                                /** @default null */
                                notCopiedKey: string | null;
                                createdAt: string | null;
                                location: string | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/files/{id}/renditions/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Makes a work's or clue's video's renditions again (after a failure, say); audited */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/files/{id}/renditions/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Processes my video again, once its processing took too long several times (not a damaged one) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/tag/works/select/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Content tags a work may carry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                                nameZh: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/tag/personal/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tags a creator may put on their profile */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                                nameZh: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/activity/effective/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Activities open now (a plain array) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                description: string;
                                descriptionZh: string;
                                cover: {
                                    filePath: string;
                                };
                                minScore: number;
                                maxScore: number;
                                startTime: string;
                                deadline: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/activity/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed activity */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                description: string;
                                descriptionZh: string;
                                cover: {
                                    filePath: string;
                                };
                                minScore: number;
                                maxScore: number;
                                startTime: string;
                                deadline: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/draft": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My draft, or null */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: ({
                                updatedAt: string;
                            } & {
                                [key: string]: unknown;
                            }) | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Save my draft */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Save my draft */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        [key: string]: unknown;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Discard my draft */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a Pending or Send Back work */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description: string;
                        tags: number[];
                        coverFileId: string;
                        videoFileIds: string[];
                        /** @default [] */
                        attachmentFileIds?: string[];
                        activityId?: number | null;
                        taskId?: number | null;
                        location?: string | null;
                        shootingDate?: string | null;
                        worksId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                worksId: number;
                                customId: number;
                                title: string;
                                cover: {
                                    fileId: string;
                                    url: string;
                                } | null;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                activity: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                } | null;
                                task: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                } | null;
                                submitTime: string;
                                /** @enum {number} */
                                auditStatus: 0 | 1 | 2 | 3;
                                reviewTime: string | null;
                                reviewReason: string | null;
                                videosProcessing: number | null;
                                videosInProcess: string[];
                                videosPlayable: boolean;
                                description: string;
                                location: string | null;
                                shootingDate: string | null;
                                coverFileId: string;
                                videos: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                attachments: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                reward: {
                                    points: number | null;
                                    score: number | null;
                                    minScore: number | null;
                                    maxScore: number | null;
                                    /** @enum {string} */
                                    rewardStatus: "submitted" | "issued";
                                    /** @enum {string} */
                                    payoutStatus: "unpaid" | "paid";
                                } | null;
                                updatedAt: string;
                                version: number;
                                versions: {
                                    version: number;
                                    createdAt: string;
                                    replacedAt: string | null;
                                    content: {
                                        title: string;
                                        description: string;
                                        tags: {
                                            id: number;
                                            name: string;
                                            nameZh: string;
                                        }[];
                                        cover: {
                                            fileId: string;
                                            url: string;
                                        } | null;
                                        coverFileId: string;
                                        videos: {
                                            fileId: string;
                                            /** @enum {string} */
                                            kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                            name: string;
                                            size: number;
                                            mime: string | null;
                                            /** @enum {string} */
                                            state: "uploading" | "processing" | "ready" | "refused";
                                            refusedKey: string | null;
                                            refusedAtS: number | null;
                                            durationS: number | null;
                                            width: number | null;
                                            height: number | null;
                                            url: string | null;
                                            media: {
                                                /** @enum {string} */
                                                state: "pending" | "processing" | "ready" | "failed";
                                                progress: number | null;
                                                errorKey: string | null;
                                                errorAtS: number | null;
                                                hlsUrl: string | null;
                                                streamUrl: string | null;
                                                previewUrl: string | null;
                                                posterUrl: string | null;
                                                storyboardUrl: string | null;
                                                frameRate: number | null;
                                                durationS: number | null;
                                                waiting: {
                                                    ahead: number;
                                                    etaS: number | null;
                                                } | null;
                                            } | null;
                                        }[];
                                        attachments: {
                                            fileId: string;
                                            /** @enum {string} */
                                            kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                            name: string;
                                            size: number;
                                            mime: string | null;
                                            /** @enum {string} */
                                            state: "uploading" | "processing" | "ready" | "refused";
                                            refusedKey: string | null;
                                            refusedAtS: number | null;
                                            durationS: number | null;
                                            width: number | null;
                                            height: number | null;
                                            url: string | null;
                                            media: {
                                                /** @enum {string} */
                                                state: "pending" | "processing" | "ready" | "failed";
                                                progress: number | null;
                                                errorKey: string | null;
                                                errorAtS: number | null;
                                                hlsUrl: string | null;
                                                streamUrl: string | null;
                                                previewUrl: string | null;
                                                posterUrl: string | null;
                                                storyboardUrl: string | null;
                                                frameRate: number | null;
                                                durationS: number | null;
                                                waiting: {
                                                    ahead: number;
                                                    etaS: number | null;
                                                } | null;
                                            } | null;
                                        }[];
                                        activity: {
                                            id: number;
                                            title: string;
                                            titleZh: string;
                                        } | null;
                                        task: {
                                            id: number;
                                            title: string;
                                            titleZh: string;
                                        } | null;
                                        location: string | null;
                                        shootingDate: string | null;
                                        reviewReason: string | null;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Publish a work */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description: string;
                        tags: number[];
                        coverFileId: string;
                        videoFileIds: string[];
                        /** @default [] */
                        attachmentFileIds?: string[];
                        activityId?: number | null;
                        taskId?: number | null;
                        location?: string | null;
                        shootingDate?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                worksId: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My works */
        get: {
            parameters: {
                query: {
                    pageNum?: number;
                    pageSize?: number;
                    customId: string;
                    auditStatus?: "0" | "1" | "2" | "3";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    worksId: number;
                                    customId: number;
                                    title: string;
                                    cover: {
                                        fileId: string;
                                        url: string;
                                    } | null;
                                    tags: {
                                        id: number;
                                        name: string;
                                        nameZh: string;
                                    }[];
                                    activity: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    } | null;
                                    task: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    } | null;
                                    submitTime: string;
                                    /** @enum {number} */
                                    auditStatus: 0 | 1 | 2 | 3;
                                    reviewTime: string | null;
                                    reviewReason: string | null;
                                    videosProcessing: number | null;
                                    videosInProcess: string[];
                                    videosPlayable: boolean;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work of mine */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                worksId: number;
                                customId: number;
                                title: string;
                                cover: {
                                    fileId: string;
                                    url: string;
                                } | null;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                activity: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                } | null;
                                task: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                } | null;
                                submitTime: string;
                                /** @enum {number} */
                                auditStatus: 0 | 1 | 2 | 3;
                                reviewTime: string | null;
                                reviewReason: string | null;
                                videosProcessing: number | null;
                                videosInProcess: string[];
                                videosPlayable: boolean;
                                description: string;
                                location: string | null;
                                shootingDate: string | null;
                                coverFileId: string;
                                videos: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                attachments: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                reward: {
                                    points: number | null;
                                    score: number | null;
                                    minScore: number | null;
                                    maxScore: number | null;
                                    /** @enum {string} */
                                    rewardStatus: "submitted" | "issued";
                                    /** @enum {string} */
                                    payoutStatus: "unpaid" | "paid";
                                } | null;
                                updatedAt: string;
                                version: number;
                                versions: {
                                    version: number;
                                    createdAt: string;
                                    replacedAt: string | null;
                                    content: {
                                        title: string;
                                        description: string;
                                        tags: {
                                            id: number;
                                            name: string;
                                            nameZh: string;
                                        }[];
                                        cover: {
                                            fileId: string;
                                            url: string;
                                        } | null;
                                        coverFileId: string;
                                        videos: {
                                            fileId: string;
                                            /** @enum {string} */
                                            kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                            name: string;
                                            size: number;
                                            mime: string | null;
                                            /** @enum {string} */
                                            state: "uploading" | "processing" | "ready" | "refused";
                                            refusedKey: string | null;
                                            refusedAtS: number | null;
                                            durationS: number | null;
                                            width: number | null;
                                            height: number | null;
                                            url: string | null;
                                            media: {
                                                /** @enum {string} */
                                                state: "pending" | "processing" | "ready" | "failed";
                                                progress: number | null;
                                                errorKey: string | null;
                                                errorAtS: number | null;
                                                hlsUrl: string | null;
                                                streamUrl: string | null;
                                                previewUrl: string | null;
                                                posterUrl: string | null;
                                                storyboardUrl: string | null;
                                                frameRate: number | null;
                                                durationS: number | null;
                                                waiting: {
                                                    ahead: number;
                                                    etaS: number | null;
                                                } | null;
                                            } | null;
                                        }[];
                                        attachments: {
                                            fileId: string;
                                            /** @enum {string} */
                                            kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                            name: string;
                                            size: number;
                                            mime: string | null;
                                            /** @enum {string} */
                                            state: "uploading" | "processing" | "ready" | "refused";
                                            refusedKey: string | null;
                                            refusedAtS: number | null;
                                            durationS: number | null;
                                            width: number | null;
                                            height: number | null;
                                            url: string | null;
                                            media: {
                                                /** @enum {string} */
                                                state: "pending" | "processing" | "ready" | "failed";
                                                progress: number | null;
                                                errorKey: string | null;
                                                errorAtS: number | null;
                                                hlsUrl: string | null;
                                                streamUrl: string | null;
                                                previewUrl: string | null;
                                                posterUrl: string | null;
                                                storyboardUrl: string | null;
                                                frameRate: number | null;
                                                durationS: number | null;
                                                waiting: {
                                                    ahead: number;
                                                    etaS: number | null;
                                                } | null;
                                            } | null;
                                        }[];
                                        activity: {
                                            id: number;
                                            title: string;
                                            titleZh: string;
                                        } | null;
                                        task: {
                                            id: number;
                                            title: string;
                                            titleZh: string;
                                        } | null;
                                        location: string | null;
                                        shootingDate: string | null;
                                        reviewReason: string | null;
                                    } | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Delete a work (query worksId, sent form-encoded) */
        put: {
            parameters: {
                query: {
                    worksId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/public/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Works staff made public, newest first, playable; searched (Chinese included) and filtered */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    keyword?: string;
                    tagId?: string;
                    countryId?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    worksId: number;
                                    title: string;
                                    description: string;
                                    cover: {
                                        fileId: string;
                                        url: string;
                                    } | null;
                                    videos: {
                                        fileId: string;
                                        /** @enum {string} */
                                        kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                        name: string;
                                        size: number;
                                        mime: string | null;
                                        /** @enum {string} */
                                        state: "uploading" | "processing" | "ready" | "refused";
                                        refusedKey: string | null;
                                        refusedAtS: number | null;
                                        durationS: number | null;
                                        width: number | null;
                                        height: number | null;
                                        url: string | null;
                                        media: {
                                            /** @enum {string} */
                                            state: "pending" | "processing" | "ready" | "failed";
                                            progress: number | null;
                                            errorKey: string | null;
                                            errorAtS: number | null;
                                            hlsUrl: string | null;
                                            streamUrl: string | null;
                                            previewUrl: string | null;
                                            posterUrl: string | null;
                                            storyboardUrl: string | null;
                                            frameRate: number | null;
                                            durationS: number | null;
                                            waiting: {
                                                ahead: number;
                                                etaS: number | null;
                                            } | null;
                                        } | null;
                                    }[];
                                    tags: {
                                        id: number;
                                        name: string;
                                        nameZh: string;
                                    }[];
                                    creator: {
                                        nickName: string | null;
                                        avatarUrl: string | null;
                                        country: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                    };
                                    location: string | null;
                                    shootingDate: string | null;
                                    publicAt: string | null;
                                }[];
                                total: number;
                                totalCapped: boolean;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/public/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public work's page: player, place, date, creator, tags, share address, licence form token; null if not public */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                worksId: number;
                                title: string;
                                description: string;
                                cover: {
                                    fileId: string;
                                    url: string;
                                } | null;
                                videos: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                creator: {
                                    nickName: string | null;
                                    avatarUrl: string | null;
                                    country: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                };
                                location: string | null;
                                shootingDate: string | null;
                                publicAt: string | null;
                                shareUrl: string;
                                posterUrl: string | null;
                                licenceFormToken: string;
                                verifiedAt: string | null;
                                credentials: {
                                    signer: string | null;
                                    claimGenerator: string | null;
                                } | null;
                            } | null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public work's shareable page: Open Graph and Twitter card tags, readable without script */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The page */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Not public (any more) */
                404: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/html": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v/{id}/poster": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A public work's poster (its cover) at a stable address without a signature; gone once private */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                        "image/png": string;
                        "image/webp": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/v/open.js": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The script a shared page runs to open the app (same origin, as the CSP allows) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The script */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/javascript": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/public/licence-request": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to license a public work (rate-limited, spam-checked); its creator is told */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        worksId: number;
                        name: string;
                        organisation: string;
                        mail: string;
                        intendedUse: string;
                        /**
                         * @default en
                         * @enum {string}
                         */
                        language?: "en" | "zh";
                        website?: string;
                        formToken: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/licence/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Licence requests, newest first, all or open / answered */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    status?: "open" | "answered";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    work: {
                                        id: number;
                                        title: string;
                                    };
                                    name: string;
                                    organisation: string;
                                    mail: string;
                                    /** @enum {string} */
                                    language: "en" | "zh";
                                    /** @enum {string} */
                                    status: "open" | "answered";
                                    replies: number;
                                    createdAt: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/licence/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A licence request with its mail thread */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                work: {
                                    id: number;
                                    title: string;
                                };
                                name: string;
                                organisation: string;
                                mail: string;
                                /** @enum {string} */
                                language: "en" | "zh";
                                /** @enum {string} */
                                status: "open" | "answered";
                                replies: number;
                                createdAt: string;
                                updatedAt: string;
                                intendedUse: string;
                                thread: {
                                    id: number;
                                    staff: {
                                        id: number;
                                        name: string | null;
                                    };
                                    body: string;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/licence/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a licence request by mail (kept in its thread; audited) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        body: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                work: {
                                    id: number;
                                    title: string;
                                };
                                name: string;
                                organisation: string;
                                mail: string;
                                /** @enum {string} */
                                language: "en" | "zh";
                                /** @enum {string} */
                                status: "open" | "answered";
                                replies: number;
                                createdAt: string;
                                updatedAt: string;
                                intendedUse: string;
                                thread: {
                                    id: number;
                                    staff: {
                                        id: number;
                                        name: string | null;
                                    };
                                    body: string;
                                    createdAt: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/task/exclusive/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Open tasks offered to me */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                brief: string;
                                briefZh: string;
                                cover: {
                                    filePath: string;
                                };
                                points: number;
                                pay: {
                                    amount: number;
                                    currency: string;
                                } | null;
                                startTime: string;
                                deadline: string;
                                remainingDays: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                /** @enum {string} */
                                status: "listed" | "delisted";
                                assignment: {
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    answerBy: string | null;
                                    answeredAt: string | null;
                                    open: boolean;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/task/useful/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tasks open to every creator */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                brief: string;
                                briefZh: string;
                                cover: {
                                    filePath: string;
                                };
                                points: number;
                                pay: {
                                    amount: number;
                                    currency: string;
                                } | null;
                                startTime: string;
                                deadline: string;
                                remainingDays: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                /** @enum {string} */
                                status: "listed" | "delisted";
                                assignment: {
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    answerBy: string | null;
                                    answeredAt: string | null;
                                    open: boolean;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/task/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listed task (public for useful tasks; exclusive ones for their creators) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                brief: string;
                                briefZh: string;
                                cover: {
                                    filePath: string;
                                };
                                points: number;
                                pay: {
                                    amount: number;
                                    currency: string;
                                } | null;
                                startTime: string;
                                deadline: string;
                                remainingDays: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                /** @enum {string} */
                                status: "listed" | "delisted";
                                assignment: {
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    answerBy: string | null;
                                    answeredAt: string | null;
                                    open: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/activity/my/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My task: works I entered for activities and tasks, with their rewards */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    customId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    worksId: number;
                                    workTitle: string;
                                    /** @enum {number} */
                                    auditStatus: 0 | 1 | 2 | 3;
                                    /** @enum {string} */
                                    type: "task" | "activity";
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                    cover: {
                                        filePath: string;
                                    };
                                    startTime: string;
                                    deadline: string;
                                    remainingDays: number;
                                    points: number | null;
                                    minScore: number | null;
                                    maxScore: number | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    rewardStatus: "submitted" | "issued";
                                    /** @enum {string} */
                                    payoutStatus: "unpaid" | "paid";
                                    submitTime: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/clue": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a Pending or Send Back clue */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description: string;
                        happenedOn: string;
                        countryId: number;
                        provinceId?: number | null;
                        cityId?: number | null;
                        place?: string | null;
                        /** @default [] */
                        mediaFileIds?: string[];
                        diskLink?: string | null;
                        /**
                         * @default own
                         * @enum {string}
                         */
                        source?: "own" | "tip";
                        sourceLink?: string | null;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                customId: number;
                                title: string;
                                description: string;
                                happenedOn: string;
                                countryId: number;
                                provinceId: number | null;
                                cityId: number | null;
                                place: string | null;
                                diskLink: string | null;
                                /** @enum {string} */
                                source: "own" | "tip";
                                sourceLink: string | null;
                                media: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                /** @enum {number} */
                                auditStatus: 0 | 1 | 2 | 3;
                                reviewReason: string | null;
                                reviewTime: string | null;
                                submitTime: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Submit a clue */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        description: string;
                        happenedOn: string;
                        countryId: number;
                        provinceId?: number | null;
                        cityId?: number | null;
                        place?: string | null;
                        /** @default [] */
                        mediaFileIds?: string[];
                        diskLink?: string | null;
                        /**
                         * @default own
                         * @enum {string}
                         */
                        source?: "own" | "tip";
                        sourceLink?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/clue/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My clues */
        get: {
            parameters: {
                query: {
                    pageNum?: number;
                    pageSize?: number;
                    customId: string;
                    auditStatus?: "0" | "1" | "2" | "3";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    customId: number;
                                    title: string;
                                    description: string;
                                    happenedOn: string;
                                    countryId: number;
                                    provinceId: number | null;
                                    cityId: number | null;
                                    place: string | null;
                                    diskLink: string | null;
                                    /** @enum {string} */
                                    source: "own" | "tip";
                                    sourceLink: string | null;
                                    media: {
                                        fileId: string;
                                        /** @enum {string} */
                                        kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                        name: string;
                                        size: number;
                                        mime: string | null;
                                        /** @enum {string} */
                                        state: "uploading" | "processing" | "ready" | "refused";
                                        refusedKey: string | null;
                                        refusedAtS: number | null;
                                        durationS: number | null;
                                        width: number | null;
                                        height: number | null;
                                        url: string | null;
                                        media: {
                                            /** @enum {string} */
                                            state: "pending" | "processing" | "ready" | "failed";
                                            progress: number | null;
                                            errorKey: string | null;
                                            errorAtS: number | null;
                                            hlsUrl: string | null;
                                            streamUrl: string | null;
                                            previewUrl: string | null;
                                            posterUrl: string | null;
                                            storyboardUrl: string | null;
                                            frameRate: number | null;
                                            durationS: number | null;
                                            waiting: {
                                                ahead: number;
                                                etaS: number | null;
                                            } | null;
                                        } | null;
                                    }[];
                                    /** @enum {number} */
                                    auditStatus: 0 | 1 | 2 | 3;
                                    reviewReason: string | null;
                                    reviewTime: string | null;
                                    submitTime: string;
                                    updatedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/clue/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A clue of mine */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                customId: number;
                                title: string;
                                description: string;
                                happenedOn: string;
                                countryId: number;
                                provinceId: number | null;
                                cityId: number | null;
                                place: string | null;
                                diskLink: string | null;
                                /** @enum {string} */
                                source: "own" | "tip";
                                sourceLink: string | null;
                                media: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                /** @enum {number} */
                                auditStatus: 0 | 1 | 2 | 3;
                                reviewReason: string | null;
                                reviewTime: string | null;
                                submitTime: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/nickName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my nickname */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customId: number;
                        nickName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/realName": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my name */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customId: number;
                        realName: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/intro": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my intro */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customId: number;
                        intro: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/tags": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my personal tags (at most 5) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customId: number;
                        tags: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/avatar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set my avatar from an uploaded picture (stored at 200x200) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        customId: number;
                        fileId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                customId: number;
                                /** @enum {string} */
                                role: "creator" | "reviewer" | "support" | "admin";
                                account: string;
                                mail: string;
                                realName: string;
                                nickName: string | null;
                                intro: string | null;
                                avatarUrl: string | null;
                                countryId: number | null;
                                provinceId: number | null;
                                cityId: number | null;
                                /** @enum {number} */
                                certificationStatus: 0 | 1 | 2 | 3;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/avatars/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An avatar picture */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The picture, 200x200 */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "image/jpeg": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/custom/certification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My certification status and the latest submission (with the reason when failed) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3;
                                latest: {
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3;
                                    reason: string | null;
                                    submittedAt: string;
                                    reviewedAt: string | null;
                                    email: string;
                                    name: string;
                                    birthDate: string;
                                    resume: {
                                        fileId: string;
                                        /** @enum {string} */
                                        kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                        name: string;
                                        size: number;
                                        mime: string | null;
                                        /** @enum {string} */
                                        state: "uploading" | "processing" | "ready" | "refused";
                                        refusedKey: string | null;
                                        refusedAtS: number | null;
                                        durationS: number | null;
                                        width: number | null;
                                        height: number | null;
                                        url: string | null;
                                        media: {
                                            /** @enum {string} */
                                            state: "pending" | "processing" | "ready" | "failed";
                                            progress: number | null;
                                            errorKey: string | null;
                                            errorAtS: number | null;
                                            hlsUrl: string | null;
                                            streamUrl: string | null;
                                            previewUrl: string | null;
                                            posterUrl: string | null;
                                            storyboardUrl: string | null;
                                            frameRate: number | null;
                                            durationS: number | null;
                                            waiting: {
                                                ahead: number;
                                                etaS: number | null;
                                            } | null;
                                        } | null;
                                    } | null;
                                    countryId: number;
                                    provinceId: number | null;
                                    cityId: number | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Submit my certification (again after failed; a recertification after passed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        name: string;
                        birthDate: string;
                        resumeFileId: string;
                        countryId: number;
                        provinceId?: number | null;
                        cityId?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3;
                                latest: {
                                    /** @enum {number} */
                                    status: 0 | 1 | 2 | 3;
                                    reason: string | null;
                                    submittedAt: string;
                                    reviewedAt: string | null;
                                    email: string;
                                    name: string;
                                    birthDate: string;
                                    resume: {
                                        fileId: string;
                                        /** @enum {string} */
                                        kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                        name: string;
                                        size: number;
                                        mime: string | null;
                                        /** @enum {string} */
                                        state: "uploading" | "processing" | "ready" | "refused";
                                        refusedKey: string | null;
                                        refusedAtS: number | null;
                                        durationS: number | null;
                                        width: number | null;
                                        height: number | null;
                                        url: string | null;
                                        media: {
                                            /** @enum {string} */
                                            state: "pending" | "processing" | "ready" | "failed";
                                            progress: number | null;
                                            errorKey: string | null;
                                            errorAtS: number | null;
                                            hlsUrl: string | null;
                                            streamUrl: string | null;
                                            previewUrl: string | null;
                                            posterUrl: string | null;
                                            storyboardUrl: string | null;
                                            frameRate: number | null;
                                            durationS: number | null;
                                            waiting: {
                                                ahead: number;
                                                etaS: number | null;
                                            } | null;
                                        } | null;
                                    } | null;
                                    countryId: number;
                                    provinceId: number | null;
                                    cityId: number | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/banner/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Banners shown now (listed, within their window), in order */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                imagePath: string;
                                linkUrl: string | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/college/article/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** College articles, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                    summary: string;
                                    summaryZh: string;
                                    coverPath: string | null;
                                    publishedAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/college/article/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A College article (rich text, sanitized by the server; the client sanitizes it too) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                summary: string;
                                summaryZh: string;
                                coverPath: string | null;
                                publishedAt: string;
                                body: string;
                                bodyZh: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/agreement/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agreement's current version: privacy, service or transfer (copyright transfer) */
        get: {
            parameters: {
                query: {
                    agreementType: "privacy" | "service" | "transfer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                type: "privacy" | "service" | "transfer";
                                title: string;
                                titleZh: string;
                                content: string;
                                contentZh: string;
                                version: number;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/app/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The app download links (null: not offered) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                ios: string | null;
                                android: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/article/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** College articles, listed and delisted, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    listing?: "listed" | "delisted";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                    summary: string;
                                    summaryZh: string;
                                    coverPath: string | null;
                                    publishedAt: string;
                                    /** @enum {string} */
                                    listing: "listed" | "delisted";
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/article/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A College article to edit, listed or not */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                summary: string;
                                summaryZh: string;
                                coverPath: string | null;
                                publishedAt: string;
                                body: string;
                                bodyZh: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/article/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Write a College article (listed at once); the HTML is sanitized before it is stored */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        /** @default  */
                        summary?: string;
                        /** @default  */
                        summaryZh?: string;
                        body: string;
                        bodyZh: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/article/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a College article's texts; the HTML is sanitized before it is stored */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        /** @default  */
                        summary?: string;
                        /** @default  */
                        summaryZh?: string;
                        body: string;
                        bodyZh: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/article/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** List or delist a College article (delisted: creators no longer see it) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        listing: "listed" | "delisted";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/agreement/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each agreement's current version */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                type: "privacy" | "service" | "transfer";
                                title: string;
                                titleZh: string;
                                content: string;
                                contentZh: string;
                                version: number;
                                updatedAt: string;
                                author: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/agreement/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agreement's versions, newest first */
        get: {
            parameters: {
                query: {
                    agreementType: "privacy" | "service" | "transfer";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                type: "privacy" | "service" | "transfer";
                                title: string;
                                titleZh: string;
                                version: number;
                                updatedAt: string;
                                author: {
                                    id: number;
                                    name: string;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/agreement/version": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One version of an agreement, in full */
        get: {
            parameters: {
                query: {
                    agreementType: "privacy" | "service" | "transfer";
                    version: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                type: "privacy" | "service" | "transfer";
                                title: string;
                                titleZh: string;
                                content: string;
                                contentZh: string;
                                version: number;
                                updatedAt: string;
                                author: {
                                    id: number;
                                    name: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/agreement/publish": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save an agreement as its next version, served from now on; the HTML is sanitized */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        type: "privacy" | "service" | "transfer";
                        title: string;
                        titleZh: string;
                        content: string;
                        contentZh: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                version: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/message/signature": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The chat signature to log in to the message service */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                userId: number;
                                expiresAt: number;
                                signature: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/message/unread": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Unread counts: total, system, customer service, groups */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                total: number;
                                system: number;
                                customerService: number;
                                groupsTotal: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/message/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My conversation with customer service, oldest first; beforeSeq pages back, afterSeq catches up */
        get: {
            parameters: {
                query?: {
                    beforeSeq?: number;
                    afterSeq?: number;
                    size?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                conversationId: number | null;
                                list: {
                                    id: number;
                                    conversationId: number;
                                    seq: number;
                                    clientMsgId: string;
                                    senderId: number;
                                    fromStaff: boolean;
                                    senderName: string | null;
                                    /** @enum {string} */
                                    kind: "text" | "image" | "file";
                                    private: boolean;
                                    text: string | null;
                                    file: {
                                        id: string;
                                        name: string;
                                        size: number;
                                        url: string;
                                    } | null;
                                    revoked: boolean;
                                    createdAt: string;
                                }[];
                                hasMore: boolean;
                                peerReadSeq: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to customer service (a retry with the same clientMsgId is not stored twice) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clientMsgId: string;
                        /** @enum {string} */
                        kind: "text" | "image" | "file";
                        text?: string;
                        fileId?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                conversationId: number;
                                seq: number;
                                clientMsgId: string;
                                senderId: number;
                                fromStaff: boolean;
                                senderName: string | null;
                                /** @enum {string} */
                                kind: "text" | "image" | "file";
                                private: boolean;
                                text: string | null;
                                file: {
                                    id: string;
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                revoked: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/message/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Revoke my message within 2 minutes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/message/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark messages read up to seq */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seq: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                total: number;
                                system: number;
                                customerService: number;
                                groupsTotal: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/conversations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Conversations with creators by status, whose and search (names, mail, texts), unanswered first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    status?: "open" | "pending" | "resolved" | "all";
                    assignee?: "all" | "mine" | "unassigned";
                    q?: string;
                    sort?: "newest" | "waiting";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    creator: {
                                        id: number;
                                        name: string;
                                        avatarUrl: string | null;
                                        /** @enum {string} */
                                        language: "en" | "zh";
                                    };
                                    lastMessage: {
                                        id: number;
                                        conversationId: number;
                                        seq: number;
                                        clientMsgId: string;
                                        senderId: number;
                                        fromStaff: boolean;
                                        senderName: string | null;
                                        /** @enum {string} */
                                        kind: "text" | "image" | "file";
                                        private: boolean;
                                        text: string | null;
                                        file: {
                                            id: string;
                                            name: string;
                                            size: number;
                                            url: string;
                                        } | null;
                                        revoked: boolean;
                                        createdAt: string;
                                    } | null;
                                    unread: number;
                                    unanswered: boolean;
                                    waitingSince: string | null;
                                    /** @enum {string} */
                                    status: "open" | "pending" | "resolved";
                                    pendingUntil: string | null;
                                    assignee: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    lastMessageAt: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    open: number;
                                    pending: number;
                                    resolved: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/agents": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Support members and admins a conversation can be assigned to */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A conversation's messages */
        get: {
            parameters: {
                query: {
                    beforeSeq?: number;
                    afterSeq?: number;
                    size?: number;
                    conversationId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                conversationId: number | null;
                                list: {
                                    id: number;
                                    conversationId: number;
                                    seq: number;
                                    clientMsgId: string;
                                    senderId: number;
                                    fromStaff: boolean;
                                    senderName: string | null;
                                    /** @enum {string} */
                                    kind: "text" | "image" | "file";
                                    private: boolean;
                                    text: string | null;
                                    file: {
                                        id: string;
                                        name: string;
                                        size: number;
                                        url: string;
                                    } | null;
                                    revoked: boolean;
                                    createdAt: string;
                                }[];
                                hasMore: boolean;
                                peerReadSeq: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/creator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The creator's profile and recent works, beside their conversation */
        get: {
            parameters: {
                query: {
                    conversationId: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                profile: {
                                    customId: number;
                                    /** @enum {string} */
                                    role: "creator" | "reviewer" | "support" | "admin";
                                    account: string;
                                    mail: string;
                                    realName: string;
                                    nickName: string | null;
                                    intro: string | null;
                                    avatarUrl: string | null;
                                    countryId: number | null;
                                    provinceId: number | null;
                                    cityId: number | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    tags: {
                                        id: number;
                                        name: string;
                                        nameZh: string;
                                    }[];
                                    createdAt: string;
                                };
                                recentWorks: {
                                    id: number;
                                    title: string;
                                    /** @enum {number} */
                                    auditStatus: 0 | 1 | 2 | 3;
                                    submitTime: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a creator, or with `private` write a note only staff see */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        clientMsgId: string;
                        /** @enum {string} */
                        kind: "text" | "image" | "file";
                        text?: string;
                        fileId?: string;
                        conversationId: number;
                        private?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                conversationId: number;
                                seq: number;
                                clientMsgId: string;
                                senderId: number;
                                fromStaff: boolean;
                                senderName: string | null;
                                /** @enum {string} */
                                kind: "text" | "image" | "file";
                                private: boolean;
                                text: string | null;
                                file: {
                                    id: string;
                                    name: string;
                                    size: number;
                                    url: string;
                                } | null;
                                revoked: boolean;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/revoke": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Revoke my answer within 2 minutes */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark a creator's messages read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        seq: number;
                        conversationId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a conversation open, pending (waiting on the creator) or resolved */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        conversationId: number;
                        /** @enum {string} */
                        status: "open" | "pending" | "resolved";
                        /** Format: date-time */
                        pendingUntil?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/message/assign": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Assign a conversation to a support member (oneself included), or to nobody */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        conversationId: number;
                        assigneeId: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/canned-reply/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every canned reply, by language and shortcut */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                language: "en" | "zh";
                                shortcut: string;
                                text: string;
                                updatedAt: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/canned-reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a canned reply's language, shortcut or text */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "zh";
                        shortcut: string;
                        text: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                language: "en" | "zh";
                                shortcut: string;
                                text: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Add a canned reply */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language: "en" | "zh";
                        shortcut: string;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                /** @enum {string} */
                                language: "en" | "zh";
                                shortcut: string;
                                text: string;
                                updatedAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/canned-reply/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a canned reply */
        delete: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/notification/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My system notifications, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    unread?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    type: "workPassed" | "workRejected" | "workSentBack" | "workMadePublic" | "clueAccepted" | "clueUnaccepted" | "clueSentBack" | "certificationPassed" | "certificationFailed" | "rewardIssued" | "payoutPaid" | "taskOffered" | "licenceRequested" | "assignmentDue" | "offerLapsed" | "videoRetried" | "system";
                                    params: {
                                        title?: string;
                                        reason?: string;
                                        score?: number;
                                        points?: number;
                                        amount?: number;
                                        currency?: string;
                                        answerBy?: string;
                                        titleEn?: string;
                                        titleZh?: string;
                                        textEn?: string;
                                        textZh?: string;
                                    };
                                    link: string;
                                    read: boolean;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/notification/read": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark one notification read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/notification/read-all": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Mark all my notifications read */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/notification/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How I hear of each kind of notification */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                language: "en" | "zh";
                                types: {
                                    [key: string]: {
                                        inApp: boolean;
                                        email: boolean;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Choose in-app and/or email per kind, and the language of mails */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        language?: "en" | "zh";
                        types?: {
                            [key: string]: {
                                inApp: boolean;
                                email: boolean;
                            };
                        };
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                /** @enum {string} */
                                language: "en" | "zh";
                                types: {
                                    [key: string]: {
                                        inApp: boolean;
                                        email: boolean;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/notification/system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Where a queued send is: queued, sending, done (with how many creators it reached) or failed */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: string | null;
                                /** @enum {string} */
                                state: "queued" | "sending" | "done" | "failed";
                                targeted: number;
                                reached: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** Send a system notification (title and text in English and Chinese) to one creator, to the creators of a country, or to all; to many it is queued */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {string} */
                        audience: "creator" | "country" | "all";
                        creatorId?: number;
                        countryId?: number;
                        titleEn: string;
                        titleZh: string;
                        textEn: string;
                        textZh: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: string | null;
                                /** @enum {string} */
                                state: "queued" | "sending" | "done" | "failed";
                                targeted: number;
                                reached: number | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Works to review, oldest first, with counts per status */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    auditStatus?: number;
                    creatorId?: number;
                    creator?: string;
                    activityId?: number;
                    taskId?: number;
                    countryId?: number;
                    submittedFrom?: string;
                    submittedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    status: (0 | 1 | 2 | 3) | (0 | 1 | 2 | 3) | (0 | 1 | 2 | 3);
                                    creator: {
                                        id: number;
                                        name: string;
                                    };
                                    submitTime: string;
                                    reason: string | null;
                                    claimedBy: {
                                        id: number;
                                        name: string;
                                        until: string;
                                    } | null;
                                    videosProcessing: number | null;
                                    videosInProcess: string[];
                                    videosPlayable: boolean;
                                }[];
                                total: number;
                                totalCapped: boolean;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an item for 15 minutes: other reviewers see it taken */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                until: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/clue/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Clues to review, oldest first, with counts per status */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    auditStatus?: number;
                    creatorId?: number;
                    creator?: string;
                    activityId?: number;
                    taskId?: number;
                    countryId?: number;
                    submittedFrom?: string;
                    submittedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    status: (0 | 1 | 2 | 3) | (0 | 1 | 2 | 3) | (0 | 1 | 2 | 3);
                                    creator: {
                                        id: number;
                                        name: string;
                                    };
                                    submitTime: string;
                                    reason: string | null;
                                    claimedBy: {
                                        id: number;
                                        name: string;
                                        until: string;
                                    } | null;
                                    videosProcessing: number | null;
                                    videosInProcess: string[];
                                    videosPlayable: boolean;
                                }[];
                                total: number;
                                totalCapped: boolean;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/clue/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an item for 15 minutes: other reviewers see it taken */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                until: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/certification/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Certifications to review, oldest first, with counts per status */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    auditStatus?: number;
                    creatorId?: number;
                    creator?: string;
                    activityId?: number;
                    taskId?: number;
                    countryId?: number;
                    submittedFrom?: string;
                    submittedTo?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    status: (0 | 1 | 2 | 3) | (0 | 1 | 2 | 3) | (0 | 1 | 2 | 3);
                                    creator: {
                                        id: number;
                                        name: string;
                                    };
                                    submitTime: string;
                                    reason: string | null;
                                    claimedBy: {
                                        id: number;
                                        name: string;
                                        until: string;
                                    } | null;
                                    videosProcessing: number | null;
                                    videosInProcess: string[];
                                    videosPlayable: boolean;
                                }[];
                                total: number;
                                totalCapped: boolean;
                                pageNum: number;
                                pageSize: number;
                                counts: {
                                    [key: string]: number;
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/certification/claim": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take an item for 15 minutes: other reviewers see it taken */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                until: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work as the reviewer opens it: videos, cover, attachments, what it answers, its creator and their earlier works */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                worksId: number;
                                customId: number;
                                title: string;
                                cover: {
                                    fileId: string;
                                    url: string;
                                } | null;
                                tags: {
                                    id: number;
                                    name: string;
                                    nameZh: string;
                                }[];
                                activity: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                } | null;
                                task: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                } | null;
                                submitTime: string;
                                /** @enum {number} */
                                auditStatus: 0 | 1 | 2 | 3;
                                reviewTime: string | null;
                                reviewReason: string | null;
                                videosProcessing: number | null;
                                videosInProcess: string[];
                                videosPlayable: boolean;
                                description: string;
                                location: string | null;
                                shootingDate: string | null;
                                coverFileId: string;
                                videos: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                attachments: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                reward: {
                                    points: number | null;
                                    score: number | null;
                                    minScore: number | null;
                                    maxScore: number | null;
                                    /** @enum {string} */
                                    rewardStatus: "submitted" | "issued";
                                    /** @enum {string} */
                                    payoutStatus: "unpaid" | "paid";
                                } | null;
                                updatedAt: string;
                                version: number;
                                versions: {
                                    version: number;
                                    createdAt: string;
                                    replacedAt: string | null;
                                    content: {
                                        title: string;
                                        description: string;
                                        tags: {
                                            id: number;
                                            name: string;
                                            nameZh: string;
                                        }[];
                                        cover: {
                                            fileId: string;
                                            url: string;
                                        } | null;
                                        coverFileId: string;
                                        videos: {
                                            fileId: string;
                                            /** @enum {string} */
                                            kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                            name: string;
                                            size: number;
                                            mime: string | null;
                                            /** @enum {string} */
                                            state: "uploading" | "processing" | "ready" | "refused";
                                            refusedKey: string | null;
                                            refusedAtS: number | null;
                                            durationS: number | null;
                                            width: number | null;
                                            height: number | null;
                                            url: string | null;
                                            media: {
                                                /** @enum {string} */
                                                state: "pending" | "processing" | "ready" | "failed";
                                                progress: number | null;
                                                errorKey: string | null;
                                                errorAtS: number | null;
                                                hlsUrl: string | null;
                                                streamUrl: string | null;
                                                previewUrl: string | null;
                                                posterUrl: string | null;
                                                storyboardUrl: string | null;
                                                frameRate: number | null;
                                                durationS: number | null;
                                                waiting: {
                                                    ahead: number;
                                                    etaS: number | null;
                                                } | null;
                                            } | null;
                                        }[];
                                        attachments: {
                                            fileId: string;
                                            /** @enum {string} */
                                            kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                            name: string;
                                            size: number;
                                            mime: string | null;
                                            /** @enum {string} */
                                            state: "uploading" | "processing" | "ready" | "refused";
                                            refusedKey: string | null;
                                            refusedAtS: number | null;
                                            durationS: number | null;
                                            width: number | null;
                                            height: number | null;
                                            url: string | null;
                                            media: {
                                                /** @enum {string} */
                                                state: "pending" | "processing" | "ready" | "failed";
                                                progress: number | null;
                                                errorKey: string | null;
                                                errorAtS: number | null;
                                                hlsUrl: string | null;
                                                streamUrl: string | null;
                                                previewUrl: string | null;
                                                posterUrl: string | null;
                                                storyboardUrl: string | null;
                                                frameRate: number | null;
                                                durationS: number | null;
                                                waiting: {
                                                    ahead: number;
                                                    etaS: number | null;
                                                } | null;
                                            } | null;
                                        }[];
                                        activity: {
                                            id: number;
                                            title: string;
                                            titleZh: string;
                                        } | null;
                                        task: {
                                            id: number;
                                            title: string;
                                            titleZh: string;
                                        } | null;
                                        location: string | null;
                                        shootingDate: string | null;
                                        reviewReason: string | null;
                                    } | null;
                                }[];
                                isPublic: boolean;
                                withdrawnAt: string | null;
                                creator: {
                                    id: number;
                                    realName: string;
                                    nickName: string | null;
                                    mail: string;
                                    avatarUrl: string | null;
                                    intro: string | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    createdAt: string;
                                    area: {
                                        country: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                        province: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                        city: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                    };
                                };
                                earlierWorks: {
                                    worksId: number;
                                    title: string;
                                    /** @enum {number} */
                                    auditStatus: 0 | 1 | 2 | 3;
                                    submitTime: string;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/clue/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A clue as the reviewer opens it: every field, its media playable, its place and its creator */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                description: string;
                                happenedOn: string;
                                area: {
                                    country: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                    province: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                    city: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                };
                                place: string | null;
                                diskLink: string | null;
                                /** @enum {string} */
                                source: "own" | "tip";
                                sourceLink: string | null;
                                media: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                }[];
                                /** @enum {number} */
                                auditStatus: 0 | 1 | 2 | 3;
                                reviewReason: string | null;
                                submitTime: string;
                                creator: {
                                    id: number;
                                    realName: string;
                                    nickName: string | null;
                                    mail: string;
                                    avatarUrl: string | null;
                                    intro: string | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    createdAt: string;
                                    area: {
                                        country: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                        province: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                        city: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/certification/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A certification as the reviewer opens it: the details given and the resume file */
        get: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                                email: string;
                                birthDate: string;
                                area: {
                                    country: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                    province: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                    city: {
                                        id: number;
                                        name: string;
                                        nameZh: string | null;
                                    } | null;
                                };
                                resume: {
                                    fileId: string;
                                    /** @enum {string} */
                                    kind: "video" | "cover" | "attachment" | "avatar" | "resume" | "clue_media" | "message_file";
                                    name: string;
                                    size: number;
                                    mime: string | null;
                                    /** @enum {string} */
                                    state: "uploading" | "processing" | "ready" | "refused";
                                    refusedKey: string | null;
                                    refusedAtS: number | null;
                                    durationS: number | null;
                                    width: number | null;
                                    height: number | null;
                                    url: string | null;
                                    media: {
                                        /** @enum {string} */
                                        state: "pending" | "processing" | "ready" | "failed";
                                        progress: number | null;
                                        errorKey: string | null;
                                        errorAtS: number | null;
                                        hlsUrl: string | null;
                                        streamUrl: string | null;
                                        previewUrl: string | null;
                                        posterUrl: string | null;
                                        storyboardUrl: string | null;
                                        frameRate: number | null;
                                        durationS: number | null;
                                        waiting: {
                                            ahead: number;
                                            etaS: number | null;
                                        } | null;
                                    } | null;
                                };
                                /** @enum {number} */
                                status: 0 | 1 | 2 | 3;
                                reason: string | null;
                                submitTime: string;
                                creator: {
                                    id: number;
                                    realName: string;
                                    nickName: string | null;
                                    mail: string;
                                    avatarUrl: string | null;
                                    intro: string | null;
                                    /** @enum {number} */
                                    certificationStatus: 0 | 1 | 2 | 3;
                                    createdAt: string;
                                    area: {
                                        country: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                        province: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                        city: {
                                            id: number;
                                            name: string;
                                            nameZh: string | null;
                                        } | null;
                                    };
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/public": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Show a passed work on /public/videos, or take it off */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        worksId: number;
                        public: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pass (with a score or points), send back or reject a work */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        worksId: number;
                        auditStatus: 1 | 2 | 3;
                        reason?: string;
                        rejectReasonId?: number;
                        score?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/clue/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept, unaccept or send back a clue */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        auditStatus: 1 | 2 | 3;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/certification/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Pass or fail a certification */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        status: 2 | 3;
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/{worksId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work's videos as the verification desk shows them (per video its SHA-256 and the videos already held that look the same), its checklist and its chain of custody */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                worksId: number;
                                files: {
                                    fileId: string;
                                    sha256: string | null;
                                    fingerprinted: boolean;
                                    matches: {
                                        worksId: number | null;
                                        fileId: string;
                                        similarity: number;
                                        exact: boolean;
                                        uploadedAt: string;
                                        creatorName: string;
                                        sameCreator: boolean;
                                        posterUrl: string | null;
                                        matchPosterUrl: string | null;
                                    }[];
                                    capturedAt: string | null;
                                    location: {
                                        lat: number;
                                        lon: number;
                                    } | null;
                                    device: {
                                        make: string | null;
                                        model: string | null;
                                        software: string | null;
                                    } | null;
                                    encoder: {
                                        /** @enum {string} */
                                        writer: "apple" | "android" | "ffmpeg" | "handbrake" | "premiere" | "capcut" | "davinci" | "appleEditor" | "other";
                                        name: string | null;
                                        trail: string[];
                                    } | null;
                                    statedPlace: {
                                        /** @enum {string} */
                                        level: "city" | "province";
                                        name: string;
                                        nameZh: string | null;
                                        lat: number;
                                        lon: number;
                                    } | null;
                                    distanceKm: number | null;
                                    flags: {
                                        key: string;
                                        values: {
                                            [key: string]: string | number;
                                        };
                                        /** @enum {string} */
                                        level: "warning" | "note";
                                    }[];
                                    credentials: {
                                        /** @enum {string} */
                                        state: "valid" | "unknownSigner" | "invalid" | "unreadable" | "notChecked";
                                        signer: string | null;
                                        signedAt: string | null;
                                        claimGenerator: string | null;
                                        actions: {
                                            action: string;
                                            softwareAgent: string | null;
                                            sourceType: string | null;
                                            when: string | null;
                                        }[];
                                        failures: string[];
                                    } | null;
                                }[];
                                checklist: {
                                    items: {
                                        /** @enum {string} */
                                        item: "sourceContacted" | "placeConfirmed" | "timeConfirmed" | "original";
                                        ticked: boolean;
                                        by: {
                                            id: number;
                                            name: string;
                                        } | null;
                                        at: string | null;
                                    }[];
                                    atPass: {
                                        at: string;
                                        unticked: ("sourceContacted" | "placeConfirmed" | "timeConfirmed" | "original")[];
                                    } | null;
                                    verifiedAt: string | null;
                                };
                                custody: {
                                    originals: {
                                        fileId: string;
                                        name: string;
                                        url: string;
                                    }[];
                                    downloads: {
                                        fileId: string;
                                        fileName: string;
                                        /** @enum {string} */
                                        kind: "original" | "keyframes";
                                        by: {
                                            id: number;
                                            name: string;
                                        };
                                        at: string;
                                    }[];
                                };
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/{worksId}/files/{fileId}/keyframes.zip": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work's video's distinct keyframes (its first frame and scene changes, at most 20) as JPEGs in a zip, for a reverse image search; logged in the chain of custody as the caller's download */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description A zip of JPEGs, named by their place in the video */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/zip": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/{worksId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every note on a work, by every reviewer, with its author's name */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    videoFileId: string;
                                    atMs: number;
                                    endMs: number | null;
                                    frame: number;
                                    frameRate: number;
                                    box: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                    } | null;
                                    text: string;
                                    author: string | null;
                                    answer: string | null;
                                    done: boolean;
                                    version: number;
                                    sentAt: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        /** A note at a moment (or range, or box) of one of the work's videos; the creator reads it once a decision is sent */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        atMs: number;
                        endMs?: number | null;
                        box?: {
                            x: number;
                            y: number;
                            w: number;
                            h: number;
                        } | null;
                        text: string;
                        videoFileId: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/{worksId}/notes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One video's notes for an editing suite, at its frame rate (drop-frame for 29.97 and 59.94) */
        get: {
            parameters: {
                query: {
                    format: "edl" | "csv" | "fcpxml" | "xmeml";
                    videoFileId: string;
                    language?: "en" | "zh";
                };
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One video's notes: CSV, a CMX 3600 EDL of Resolve markers, FCPXML markers, or FCP 7 XML (xmeml) markers for Premiere Pro */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "text/plain": string;
                        "application/xml": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/{worksId}/notes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The notes sent on a work of mine */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    videoFileId: string;
                                    atMs: number;
                                    endMs: number | null;
                                    frame: number;
                                    frameRate: number;
                                    box: {
                                        x: number;
                                        y: number;
                                        w: number;
                                        h: number;
                                    } | null;
                                    text: string;
                                    author: string | null;
                                    answer: string | null;
                                    done: boolean;
                                    version: number;
                                    sentAt: string | null;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/{worksId}/notes/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One video's notes for an editing suite, at its frame rate (drop-frame for 29.97 and 59.94) */
        get: {
            parameters: {
                query: {
                    format: "edl" | "csv" | "fcpxml" | "xmeml";
                    videoFileId: string;
                    language?: "en" | "zh";
                };
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description One video's notes: CSV, a CMX 3600 EDL of Resolve markers, FCPXML markers, or FCP 7 XML (xmeml) markers for Premiere Pro */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                        "text/plain": string;
                        "application/xml": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a note not sent yet */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        atMs: number;
                        endMs?: number | null;
                        box?: {
                            x: number;
                            y: number;
                            w: number;
                            h: number;
                        } | null;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        /** Delete a note not sent yet */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/notes/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Answer a note on a work of mine, or mark it done */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        answer?: string;
                        done?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/works/{worksId}/verification/checklist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Tick or untick the verification checklist's items (each change audited, with who and when) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        sourceContacted?: boolean;
                        placeConfirmed?: boolean;
                        timeConfirmed?: boolean;
                        original?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                items: {
                                    /** @enum {string} */
                                    item: "sourceContacted" | "placeConfirmed" | "timeConfirmed" | "original";
                                    ticked: boolean;
                                    by: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    at: string | null;
                                }[];
                                atPass: {
                                    at: string;
                                    unticked: ("sourceContacted" | "placeConfirmed" | "timeConfirmed" | "original")[];
                                } | null;
                                verifiedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/works/{worksId}/verification": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether the newsroom verified a work of mine, and when (none of the evidence) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    worksId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                verifiedAt: string | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/originals/{worksId}/{fileId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A work's original, by an address signed for one staff member (the verification panel's): each download is logged as theirs */
        get: {
            parameters: {
                query: {
                    by: number;
                    exp: number;
                    sig: string;
                };
                header?: never;
                path: {
                    worksId: string;
                    fileId: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The whole file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description The range asked for (a resumed download, not logged again) */
                206: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/octet-stream": string;
                    };
                };
                /** @description A range outside the file */
                416: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reject-reason/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The reject reasons in order: the active ones, or all with `all=true` */
        get: {
            parameters: {
                query?: {
                    all?: "true" | "false";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                text: string;
                                textZh: string;
                                position: number;
                                active: boolean;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reject-reason": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change a reject reason: texts, order, active or not */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                        textZh: string;
                        /** @default 0 */
                        position?: number;
                        /** @default true */
                        active?: boolean;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                text: string;
                                textZh: string;
                                position: number;
                                active: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Add a reject reason */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        text: string;
                        textZh: string;
                        /** @default 0 */
                        position?: number;
                        /** @default true */
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                text: string;
                                textZh: string;
                                position: number;
                                active: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reject-reason/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a reject reason (works rejected with it keep its text) */
        delete: {
            parameters: {
                query: {
                    id: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/activity/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every activity, listed or not, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    listing?: "listed" | "delisted";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                    startTime: string;
                                    deadline: string;
                                    /** @enum {string} */
                                    listing: "listed" | "delisted";
                                    effective: boolean;
                                    createdAt: string;
                                    description: string;
                                    descriptionZh: string;
                                    cover: string;
                                    minScore: number;
                                    maxScore: number;
                                    payAmount: number;
                                    /** @enum {string} */
                                    payPer: "work" | "point";
                                    works: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/activity/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a activity (listed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        /** @default  */
                        description?: string;
                        /** @default  */
                        descriptionZh?: string;
                        cover: string;
                        minScore: number;
                        maxScore: number;
                        /** @default 0 */
                        payAmount?: number;
                        /**
                         * @default work
                         * @enum {string}
                         */
                        payPer?: "work" | "point";
                        /** Format: date-time */
                        startTime: string;
                        /** Format: date-time */
                        deadline: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                description: string;
                                descriptionZh: string;
                                cover: string;
                                minScore: number;
                                maxScore: number;
                                payAmount: number;
                                /** @enum {string} */
                                payPer: "work" | "point";
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/activity/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a activity */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        /** @default  */
                        description?: string;
                        /** @default  */
                        descriptionZh?: string;
                        cover: string;
                        minScore: number;
                        maxScore: number;
                        /** @default 0 */
                        payAmount?: number;
                        /**
                         * @default work
                         * @enum {string}
                         */
                        payPer?: "work" | "point";
                        /** Format: date-time */
                        startTime: string;
                        /** Format: date-time */
                        deadline: string;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                description: string;
                                descriptionZh: string;
                                cover: string;
                                minScore: number;
                                maxScore: number;
                                payAmount: number;
                                /** @enum {string} */
                                payPer: "work" | "point";
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/activity/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** List or delist a activity */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        listing: "listed" | "delisted";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                description: string;
                                descriptionZh: string;
                                cover: string;
                                minScore: number;
                                maxScore: number;
                                payAmount: number;
                                /** @enum {string} */
                                payPer: "work" | "point";
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every task, listed or not, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    listing?: "listed" | "delisted";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                    startTime: string;
                                    deadline: string;
                                    /** @enum {string} */
                                    listing: "listed" | "delisted";
                                    effective: boolean;
                                    createdAt: string;
                                    brief: string;
                                    briefZh: string;
                                    cover: string;
                                    points: number;
                                    payAmount: number;
                                    /** @enum {string} */
                                    scope: "useful" | "exclusive";
                                    offeredTo: {
                                        id: number;
                                        name: string;
                                        email: string;
                                        /** @enum {string} */
                                        status: "offered" | "accepted" | "declined" | "lapsed";
                                        offeredAt: string;
                                        answeredAt: string | null;
                                    }[];
                                    answerBy: string | null;
                                    offersClosedAt: string | null;
                                    works: number;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a task (listed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        /** @default  */
                        brief?: string;
                        /** @default  */
                        briefZh?: string;
                        cover: string;
                        points: number;
                        /** @default 0 */
                        payAmount?: number;
                        /** Format: date-time */
                        startTime: string;
                        /** Format: date-time */
                        deadline: string;
                        /** @enum {string} */
                        scope: "useful" | "exclusive";
                        /** @default [] */
                        creatorIds?: number[];
                        /**
                         * Format: date-time
                         * @default null
                         */
                        answerBy?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                brief: string;
                                briefZh: string;
                                cover: string;
                                points: number;
                                payAmount: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                offeredTo: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    offeredAt: string;
                                    answeredAt: string | null;
                                }[];
                                answerBy: string | null;
                                offersClosedAt: string | null;
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a task */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        /** @default  */
                        brief?: string;
                        /** @default  */
                        briefZh?: string;
                        cover: string;
                        points: number;
                        /** @default 0 */
                        payAmount?: number;
                        /** Format: date-time */
                        startTime: string;
                        /** Format: date-time */
                        deadline: string;
                        /** @enum {string} */
                        scope: "useful" | "exclusive";
                        /** @default [] */
                        creatorIds?: number[];
                        /**
                         * Format: date-time
                         * @default null
                         */
                        answerBy?: string | null;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                brief: string;
                                briefZh: string;
                                cover: string;
                                points: number;
                                payAmount: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                offeredTo: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    offeredAt: string;
                                    answeredAt: string | null;
                                }[];
                                answerBy: string | null;
                                offersClosedAt: string | null;
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** List or delist a task */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        listing: "listed" | "delisted";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                brief: string;
                                briefZh: string;
                                cover: string;
                                points: number;
                                payAmount: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                offeredTo: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    offeredAt: string;
                                    answeredAt: string | null;
                                }[];
                                answerBy: string | null;
                                offersClosedAt: string | null;
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/creators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Creators to offer an exclusive task to, by mail or name (first 20) */
        get: {
            parameters: {
                query?: {
                    keyword?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                name: string;
                                email: string;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One task as the console shows it, with each offered creator's answer */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                brief: string;
                                briefZh: string;
                                cover: string;
                                points: number;
                                payAmount: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                offeredTo: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    offeredAt: string;
                                    answeredAt: string | null;
                                }[];
                                answerBy: string | null;
                                offersClosedAt: string | null;
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/offer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Offer an exclusive task to more creators (again to those who declined or lapsed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        creatorIds: number[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                brief: string;
                                briefZh: string;
                                cover: string;
                                points: number;
                                payAmount: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                offeredTo: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    offeredAt: string;
                                    answeredAt: string | null;
                                }[];
                                answerBy: string | null;
                                offersClosedAt: string | null;
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/close": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Close an exclusive task's offers: unanswered ones lapse, accepted ones stand */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                startTime: string;
                                deadline: string;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                                createdAt: string;
                                brief: string;
                                briefZh: string;
                                cover: string;
                                points: number;
                                payAmount: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                offeredTo: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    offeredAt: string;
                                    answeredAt: string | null;
                                }[];
                                answerBy: string | null;
                                offersClosedAt: string | null;
                                works: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/task/works": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A task's participation: works entered for it, with review, reward and payout status */
        get: {
            parameters: {
                query: {
                    pageNum?: number;
                    pageSize?: number;
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    worksId: number;
                                    title: string;
                                    creator: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** @enum {number} */
                                    auditStatus: 0 | 1 | 2 | 3;
                                    /** @enum {string} */
                                    rewardStatus: "submitted" | "issued";
                                    /** @enum {string} */
                                    payoutStatus: "unpaid" | "paid";
                                    points: number | null;
                                    submitTime: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/task/assignment/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept or decline an exclusive task offered to me, before its answer-by time */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        taskId: number;
                        /** @enum {string} */
                        answer: "accept" | "decline";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                brief: string;
                                briefZh: string;
                                cover: {
                                    filePath: string;
                                };
                                points: number;
                                pay: {
                                    amount: number;
                                    currency: string;
                                } | null;
                                startTime: string;
                                deadline: string;
                                remainingDays: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                /** @enum {string} */
                                status: "listed" | "delisted";
                                assignment: {
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    answerBy: string | null;
                                    answeredAt: string | null;
                                    open: boolean;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/task/assignment/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Assignments I accepted, of open tasks, soonest deadline first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                brief: string;
                                briefZh: string;
                                cover: {
                                    filePath: string;
                                };
                                points: number;
                                pay: {
                                    amount: number;
                                    currency: string;
                                } | null;
                                startTime: string;
                                deadline: string;
                                remainingDays: number;
                                /** @enum {string} */
                                scope: "useful" | "exclusive";
                                /** @enum {string} */
                                status: "listed" | "delisted";
                                assignment: {
                                    /** @enum {string} */
                                    status: "offered" | "accepted" | "declined" | "lapsed";
                                    answerBy: string | null;
                                    answeredAt: string | null;
                                    open: boolean;
                                } | null;
                            }[];
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/banner/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every banner, listed or not, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    listing?: "listed" | "delisted";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    title: string;
                                    titleZh: string;
                                    image: string;
                                    linkUrl: string | null;
                                    position: number;
                                    startTime: string | null;
                                    deadline: string | null;
                                    /** @enum {string} */
                                    listing: "listed" | "delisted";
                                    effective: boolean;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/banner/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create a banner (listed) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        image: string;
                        /** @default null */
                        linkUrl?: string | null;
                        position: number;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        startTime?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        deadline?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                image: string;
                                linkUrl: string | null;
                                position: number;
                                startTime: string | null;
                                deadline: string | null;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/banner/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Edit a banner */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        title: string;
                        titleZh: string;
                        image: string;
                        /** @default null */
                        linkUrl?: string | null;
                        position: number;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        startTime?: string | null;
                        /**
                         * Format: date-time
                         * @default null
                         */
                        deadline?: string | null;
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                image: string;
                                linkUrl: string | null;
                                position: number;
                                startTime: string | null;
                                deadline: string | null;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/banner/listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** List or delist a banner */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        listing: "listed" | "delisted";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                title: string;
                                titleZh: string;
                                image: string;
                                linkUrl: string | null;
                                position: number;
                                startTime: string | null;
                                deadline: string | null;
                                /** @enum {string} */
                                listing: "listed" | "delisted";
                                effective: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/staff/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every staff account: role, state (active, invited, disabled), last sign-in */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    mail: string;
                                    name: string;
                                    /** @enum {string} */
                                    role: "reviewer" | "support" | "admin";
                                    /** @enum {string} */
                                    state: "active" | "invited" | "disabled";
                                    lastSignInAt: string | null;
                                    createdAt: string;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/staff/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite an address with a role: mails a single-use link to set a password (again: a new link) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        email: string;
                        /** @enum {string} */
                        role: "reviewer" | "support" | "admin";
                        name?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                mail: string;
                                name: string;
                                /** @enum {string} */
                                role: "reviewer" | "support" | "admin";
                                /** @enum {string} */
                                state: "active" | "invited" | "disabled";
                                lastSignInAt: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/staff/role": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change another staff member's role (never the last active admin's) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {string} */
                        role: "reviewer" | "support" | "admin";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                mail: string;
                                name: string;
                                /** @enum {string} */
                                role: "reviewer" | "support" | "admin";
                                /** @enum {string} */
                                state: "active" | "invited" | "disabled";
                                lastSignInAt: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/staff/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Disable another staff account: its sessions end at once and it cannot sign in */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                mail: string;
                                name: string;
                                /** @enum {string} */
                                role: "reviewer" | "support" | "admin";
                                /** @enum {string} */
                                state: "active" | "invited" | "disabled";
                                lastSignInAt: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/staff/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Enable a disabled staff account again */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                mail: string;
                                name: string;
                                /** @enum {string} */
                                role: "reviewer" | "support" | "admin";
                                /** @enum {string} */
                                state: "active" | "invited" | "disabled";
                                lastSignInAt: string | null;
                                createdAt: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/staff/invitation/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The invitee sets their password with the mailed link's token (once, before it expires) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                        password: string & (string);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                mail: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My staff account: name, mail, role, language */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                mail: string;
                                name: string;
                                /** @enum {string} */
                                role: "reviewer" | "support" | "admin";
                                /** @enum {string} */
                                language: "en" | "zh";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Set my name (what other staff see) and my language */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {string} */
                        language: "en" | "zh";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                id: number;
                                mail: string;
                                name: string;
                                /** @enum {string} */
                                role: "reviewer" | "support" | "admin";
                                /** @enum {string} */
                                language: "en" | "zh";
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/profile/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change my password, giving the current one; my other sessions end */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        currentPassword: string;
                        password: string & (string);
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/security/policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether every staff member must have a second factor */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                staffSecondFactorRequired: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Require (or stop requiring) a second factor of every staff role (audited) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        staffSecondFactorRequired: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                staffSecondFactorRequired: boolean;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/staff/factors/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Remove a staff member's second factors and recovery codes (audited; they are told by mail) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        staffId: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reward/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Rewards of passed works that answer an activity or task, oldest decision first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    rewardStatus?: "submitted" | "issued";
                    payoutStatus?: "unpaid" | "paid";
                    creatorId?: string;
                    activityId?: string;
                    taskId?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    worksId: number;
                                    title: string;
                                    creator: {
                                        id: number;
                                        name: string;
                                        mail: string;
                                    };
                                    activity: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    } | null;
                                    task: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    } | null;
                                    points: number | null;
                                    score: number | null;
                                    /** @enum {string} */
                                    rewardStatus: "submitted" | "issued";
                                    /** @enum {string} */
                                    payoutStatus: "unpaid" | "paid";
                                    amount: number;
                                    currency: string;
                                    reviewTime: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reward/status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move rewards (Submitted to Issued), one or a batch, all or nothing */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workIds: number[];
                        /** @enum {string} */
                        rewardStatus: "submitted" | "issued";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reward/payout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Move payouts of issued rewards (Unpaid to Paid), one or a batch, all or nothing */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        workIds: number[];
                        /** @enum {string} */
                        payoutStatus: "unpaid" | "paid";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/reward/due.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What is due per creator (issued, unpaid), with payout details whole (audited), as a CSV, UTF-8 with BOM */
        get: {
            parameters: {
                query?: {
                    language?: "en" | "zh";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The CSV file */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "text/csv": string;
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/earnings/summary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My earnings: earned, issued, paid and waiting, per month and per activity or task */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                currency: string;
                                totals: {
                                    earned: number;
                                    issued: number;
                                    expected: number;
                                    waiting: number;
                                    paid: number;
                                };
                                months: {
                                    month: string;
                                    expected: number;
                                    waiting: number;
                                    paid: number;
                                }[];
                                sources: {
                                    /** @enum {string} */
                                    kind: "activity" | "task";
                                    item: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    };
                                    works: number;
                                    expected: number;
                                    waiting: number;
                                    paid: number;
                                }[];
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/earnings/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My earnings per work, newest decision first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    worksId: number;
                                    title: string;
                                    activity: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    } | null;
                                    task: {
                                        id: number;
                                        title: string;
                                        titleZh: string;
                                    } | null;
                                    /** @enum {string} */
                                    state: "expected" | "waiting" | "paid";
                                    amount: number;
                                    currency: string;
                                    points: number | null;
                                    score: number | null;
                                    reviewTime: string | null;
                                    issuedTime: string | null;
                                    paidTime: string | null;
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/web/payout-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How I am paid, masked */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                details: {
                                    /** @enum {string} */
                                    method: "bank" | "paypal" | "alipay";
                                    country: string;
                                    masked: string;
                                    updatedAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        /** Change how I am paid (password or authenticator code again; mailed to me) */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        details: {
                            /** @enum {string} */
                            method: "bank";
                            country: string;
                            holder?: string;
                            bankName?: string;
                            routingNumber?: string;
                            sortCode?: string;
                            accountNumber?: string;
                            iban?: string;
                            swift?: string;
                        } | {
                            /** @enum {string} */
                            method: "paypal";
                            country: string;
                            email: string;
                        } | {
                            /** @enum {string} */
                            method: "alipay";
                            country: string;
                            account: string;
                            holder: string;
                        };
                        password?: string;
                        code?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                details: {
                                    /** @enum {string} */
                                    method: "bank" | "paypal" | "alipay";
                                    country: string;
                                    masked: string;
                                    updatedAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/payout/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The install's currency, which every amount is in (CURRENCY) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                currency: string;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/payout/details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A creator's payout details, whole (each reading audited) */
        get: {
            parameters: {
                query: {
                    creatorId: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                details: {
                                    creatorId: number;
                                    /** @enum {string} */
                                    method: "bank" | "paypal" | "alipay";
                                    country: string;
                                    fields: {
                                        [key: string]: string;
                                    };
                                    updatedAt: string;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/audit/page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search the audit log by staff member, creator, item and time, newest first */
        get: {
            parameters: {
                query?: {
                    pageNum?: number;
                    pageSize?: number;
                    actor?: "staff" | "creator" | "system";
                    staffId?: string;
                    staff?: string;
                    creatorId?: string;
                    creator?: string;
                    entity?: string;
                    entityId?: string;
                    from?: string;
                    to?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                list: {
                                    id: number;
                                    /** @enum {string} */
                                    actor: "staff" | "creator" | "system";
                                    staff: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    creator: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    entity: string;
                                    entityId: number | null;
                                    action: string;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    reason: string | null;
                                    at: string;
                                    names: {
                                        [key: string]: {
                                            [key: string]: {
                                                name: string;
                                                nameZh: string | null;
                                            };
                                        };
                                    };
                                }[];
                                total: number;
                                pageNum: number;
                                pageSize: number;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/system": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The install: versions, instances and workers by heartbeat, queues, failed jobs, storage, last backup */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            data: {
                                versions: {
                                    app: string;
                                    node: string;
                                    postgres: string;
                                };
                                ffmpeg: {
                                    path: string;
                                    version: string | null;
                                    /** @enum {string} */
                                    source: "env" | "system" | "bundled";
                                };
                                disk: {
                                    path: string;
                                    freeBytes: number;
                                    totalBytes: number;
                                    lowBelowBytes: number;
                                    low: boolean;
                                } | null;
                                instances: {
                                    id: string;
                                    /** @enum {string} */
                                    kind: "web" | "worker";
                                    version: string;
                                    host: string;
                                    pid: number;
                                    startedAt: string;
                                    lastSeenAt: string;
                                    alive: boolean;
                                    runs: {
                                        queue: string;
                                        /** @enum {string|null} */
                                        kind: "mail" | "probe" | "renditionsFirst" | "renditions" | "renditionsBackfill" | "fingerprint" | "fileCleanup" | "notifications" | "systemNotifications" | "inboxPendingDue" | "assignmentsDue" | "housekeeping" | "backup" | "schedules" | null;
                                    }[];
                                    sockets: number;
                                }[];
                                queues: {
                                    queue: string;
                                    /** @enum {string|null} */
                                    kind: "mail" | "probe" | "renditionsFirst" | "renditions" | "renditionsBackfill" | "fingerprint" | "fileCleanup" | "notifications" | "systemNotifications" | "inboxPendingDue" | "assignmentsDue" | "housekeeping" | "backup" | "schedules" | null;
                                    waiting: number;
                                    running: number;
                                    failed: number;
                                    oldestWaitS: number | null;
                                }[];
                                failedJobs: {
                                    queue: string;
                                    /** @enum {string|null} */
                                    kind: "mail" | "probe" | "renditionsFirst" | "renditions" | "renditionsBackfill" | "fingerprint" | "fileCleanup" | "notifications" | "systemNotifications" | "inboxPendingDue" | "assignmentsDue" | "housekeeping" | "backup" | "schedules" | null;
                                    id: string;
                                    error: string;
                                    attempts: number;
                                    createdAt: string;
                                    failedAt: string | null;
                                }[];
                                storage: {
                                    originalsBytes: number;
                                    renditionsBytes: number;
                                };
                                sockets: number;
                                lastBackup: {
                                    startedAt: string;
                                    finishedAt: string | null;
                                    ok: boolean | null;
                                    error: string | null;
                                    target: string;
                                    bytes: number | null;
                                } | null;
                            };
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/manager/system/jobs/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Run a failed job again (audited); 409 jobNotFailed when it is not failed any more */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        queue: string;
                        /** Format: uuid */
                        id: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {number} */
                            code: 200;
                            msg: string;
                            /** @enum {string|null} */
                            data: null;
                        };
                    };
                };
                /** @description Default Response */
                "4XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
                /** @description Default Response */
                "5XX": {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": components["schemas"]["ApiError"];
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description Refused: code is the HTTP status, msgKey a translation key */
        ApiErrorInput: {
            code: number;
            msg: string;
            msgKey: string;
            errorCode?: number;
            errors?: {
                field: string;
                msgKey: string;
            }[];
            retryAt?: string;
            requestId?: string;
        };
        /** @description Refused: code is the HTTP status, msgKey a translation key */
        ApiError: {
            code: number;
            msg: string;
            msgKey: string;
            errorCode?: number;
            errors?: {
                field: string;
                msgKey: string;
            }[];
            retryAt?: string;
            requestId?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
