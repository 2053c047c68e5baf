// The frame of every back-office screen: a skip link, the top bar (the sections this role may use,
// the person's name, Sign out) and the main area. A new screen moves focus to its heading.
import { useEffect, useRef, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Link } from '@chakra-ui/react/link';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { api, messageOf, ROLE_REFUSED } from '../shared/api.ts';
import { signOutWith } from '../shared/handoff.ts';
import { focusHeading, Notice, PageHeading, type NoticeState } from '../shared/ui.tsx';
import { ROLE_NAMES, useSession, type Section } from './session.tsx';

export function Layout({ sections }: { sections: Section[] }) {
  const { session } = useSession();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<NoticeState | null>(null);
  const first = useRef(true);
  useEffect(() => {
    const section = sections.find((s) => pathname === s.path || pathname.startsWith(`${s.path}/`));
    document.title = `${section?.label ?? 'Back office'} · ${session.siteName} back office`;
    if (first.current) first.current = false;
    else focusHeading();
  }, [pathname, sections, session.siteName]);

  async function signOut() {
    try {
      await signOutWith(() => api('POST', '/admin/api/sign-out'), 'You are signed out.');
    } catch (error) {
      setNotice({ tone: 'error', text: messageOf(error) });
    }
  }

  return (
    <Box minH="100dvh">
      <Link
        href="#main"
        position="absolute"
        left="2"
        top="-20"
        zIndex="overlay"
        bg="bg"
        color="brand.800"
        px="4"
        py="2"
        borderRadius="md"
        boxShadow="md"
        _focusVisible={{ top: '2' }}
      >
        Skip to content
      </Link>
      <Box as="header" bg="brand.900" color="white">
        <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} pt="3">
          <Flex gap="3" align="center" justify="space-between">
            <Box minW="0">
              <Text fontWeight="bold" fontSize="lg" lineHeight="1.3">
                {session.siteName} back office
              </Text>
              <Text fontSize="sm" color="whiteAlpha.900">
                {session.user.name} · {ROLE_NAMES[session.user.role]}
              </Text>
            </Box>
            <Button
              size="sm"
              variant="outline"
              color="white"
              borderColor="whiteAlpha.800"
              _hover={{ bg: 'whiteAlpha.200' }}
              focusRingColor="white"
              flexShrink="0"
              onClick={signOut}
            >
              Sign out
            </Button>
          </Flex>
          <Box as="nav" aria-label="Back office" mt="2">
            <Flex as="ul" listStyleType="none" gap="1" wrap="wrap" m="0" p="0">
              {sections.map((s) => {
                const current = pathname === s.path || pathname.startsWith(`${s.path}/`);
                return (
                  <li key={s.path}>
                    <Link
                      asChild
                      px="3"
                      minH="11"
                      display="inline-flex"
                      alignItems="center"
                      borderTopRadius="md"
                      textDecoration="none"
                      fontWeight={current ? 'semibold' : 'medium'}
                      color={current ? 'brand.900' : 'white'}
                      bg={current ? 'bg.subtle' : 'transparent'}
                      _hover={{ bg: current ? 'bg.subtle' : 'whiteAlpha.200', textDecoration: 'none' }}
                      // The brand-blue ring would not show on the dark bar.
                      focusRingColor="white"
                    >
                      {s.external ? <a href={s.path}>{s.label}</a> : <RouterNavLink to={s.path}>{s.label}</RouterNavLink>}
                    </Link>
                  </li>
                );
              })}
            </Flex>
          </Box>
        </Box>
      </Box>
      <Box as="main" id="main" tabIndex={-1} maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '5', md: '8' }} _focusVisible={{ outline: 'none' }}>
        <Notice notice={notice} mb={notice ? '4' : '0'} />
        <Outlet />
      </Box>
    </Box>
  );
}

/** A screen this role may not use (the server refuses its data too), or an address the back office does not have. */
export function NotForYourRole({ missing = false }: { missing?: boolean }) {
  return (
    <Stack gap="4">
      <PageHeading>{missing ? 'Page not found' : 'Not for your role'}</PageHeading>
      <Text>{missing ? 'There is no back-office page at this address.' : `${ROLE_REFUSED} Ask an administrator if you need it.`}</Text>
    </Stack>
  );
}
