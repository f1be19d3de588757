/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_TITLE: string
  readonly VITE_FIREBASE_API_KEY: string
  readonly VITE_FIREBASE_PROJECT_ID: string
  readonly VITE_FIREBASE_AUTH_DOMAIN: string
  /** Empty in a real deployment; set to the Auth emulator's origin locally. */
  readonly VITE_AUTH_EMULATOR_URL: string
  /** The Conversa server's token-sync endpoint (an HttpOnly session cookie); unset in the page's harness. */
  readonly VITE_AUTH_TOKEN_SYNC_URL?: string
  /** 'on' boots the MSW mock backend; 'off' builds contain no mock code at all. */
  readonly VITE_MOCK_BACKEND: 'on' | 'off'
  /** 'on' records the statecharts' journal and shows the QA panel; production builds contain neither. */
  readonly VITE_QA_MODE?: 'on' | 'off'
}

interface ImportMeta {
  readonly env: ImportMetaEnv
}
